import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './parse-args';

const paths = { cwd: '/home/me', projectRoot: '/work/main' };

describe('parseBenchArgs', () => {
  it('defaults to the shared Spider folder and the built-in engine', () => {
    expect(parseBenchArgs([], paths)).toEqual({
      data: '/work/shared/bench/spider',
      json: false,
      dbIds: [],
      limit: null,
      failures: null,
      engine: 'builtin',
      help: false,
    });
  });

  it('resolves paths against the working directory', () => {
    const options = parseBenchArgs(['--data', 'spider', '--failures', 'out.jsonl'], paths);
    expect([options.data, options.failures]).toEqual(['/home/me/spider', '/home/me/out.jsonl']);
  });

  it('takes --db repeated and as comma lists', () => {
    const options = parseBenchArgs(['--db', 'pets_1, car_1', '--db', 'tvshow'], paths);
    expect(options.dbIds).toEqual(['pets_1', 'car_1', 'tvshow']);
  });

  it('reads --limit, --json and --engine gold', () => {
    const options = parseBenchArgs(['--limit', '20', '--json', '--engine', 'gold'], paths);
    expect([options.limit, options.json, options.engine]).toEqual([20, true, 'gold']);
  });

  it('refuses a bad limit, an unknown engine and an unknown option', () => {
    expect(() => parseBenchArgs(['--limit', '0'], paths)).toThrow('--limit must be');
    expect(() => parseBenchArgs(['--limit', 'ten'], paths)).toThrow('--limit must be');
    expect(() => parseBenchArgs(['--engine', 'gpt'], paths)).toThrow('--engine must be');
    expect(() => parseBenchArgs(['--verbose'], paths)).toThrow('usage:');
  });

  it('reads the language model of --engine llm from the LLM_* variables, as the server does', () => {
    const env = {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'llama3.1',
    };
    const options = parseBenchArgs(['--engine', 'llm'], paths, env);
    expect(options.engine).toBe('llm');
    expect(options.llm).toMatchObject({ provider: 'openai-compatible', model: 'llama3.1' });
    expect(parseBenchArgs([], paths, env).llm).toBeUndefined();
  });

  it('refuses --engine llm without LLM_PROVIDER, or with a provider missing its settings', () => {
    expect(() => parseBenchArgs(['--engine', 'llm'], paths, {})).toThrow(
      '--engine llm needs a language model: set LLM_PROVIDER',
    );
    const noKey = { LLM_PROVIDER: 'openai', LLM_MODEL: 'gpt-4o-mini' };
    expect(() => parseBenchArgs(['--engine', 'llm'], paths, noKey)).toThrow(/LLM_API_KEY/);
  });
});
