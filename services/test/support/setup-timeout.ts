// The HTTP tests start real servers; also applies when the repository-wide Jest config runs this project.
jest.setTimeout(60_000);
