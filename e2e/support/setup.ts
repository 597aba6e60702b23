// Browser tests start a server and Chromium; give each hook and test room on a loaded 2-core machine.
jest.setTimeout(180_000);
