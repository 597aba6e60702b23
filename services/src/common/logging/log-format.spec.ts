import { ConfigError } from '../config/app-config.js';
import { humanLogLine, readLogFormat } from './log-format.js';

describe('readLogFormat', () => {
  it('writes JSON in production and short lines elsewhere, unless LOG_FORMAT says otherwise', () => {
    expect(readLogFormat({ NODE_ENV: 'production' })).toBe('json');
    expect(readLogFormat({})).toBe('human');
    expect(readLogFormat({ NODE_ENV: 'development' })).toBe('human');
    expect(readLogFormat({ NODE_ENV: 'production', LOG_FORMAT: 'human' })).toBe('human');
    expect(readLogFormat({ LOG_FORMAT: ' JSON ' })).toBe('json');
  });

  it('refuses another format, naming the variable', () => {
    expect(() => readLogFormat({ LOG_FORMAT: 'pretty' })).toThrow(ConfigError);
    expect(() => readLogFormat({ LOG_FORMAT: 'pretty' })).toThrow(/LOG_FORMAT must be one of json, human/);
  });
});

describe('humanLogLine', () => {
  const time = /^\d{2}:\d{2}:\d{2} /;

  it('turns a request line into method, path, status and milliseconds', () => {
    const line = humanLogLine(
      JSON.stringify({
        level: 30,
        time: 1,
        pid: 1,
        msg: 'request completed',
        method: 'GET',
        url: '/api/properties?page=2',
        statusCode: 200,
        durationMs: 4.1,
      }),
    );
    expect(line).toMatch(time);
    expect(line!.replace(time, '')).toBe('GET /api/properties?page=2 200 4.1 ms');
  });

  it('marks warnings and errors, with the stack of a failed request', () => {
    const line = humanLogLine(
      JSON.stringify({
        level: 50,
        msg: 'request errored',
        method: 'POST',
        url: '/api/x',
        statusCode: 500,
        durationMs: 2,
        err: { message: 'boom', stack: 'Error: boom\n    at here' },
      }),
    );
    expect(line!.replace(time, '')).toBe('ERROR POST /api/x 500 2 ms\nError: boom\n    at here');
    expect(humanLogLine(JSON.stringify({ level: 40, msg: 'slow' }))!.replace(time, '')).toBe('WARN slow');
  });

  it('drops the listening lines (the server prints its address itself) and passes other text through', () => {
    expect(humanLogLine(JSON.stringify({ level: 30, msg: 'Server listening at http://127.0.0.1:3000' }))).toBeNull();
    expect(humanLogLine('not json\n')).toBe('not json');
  });
});
