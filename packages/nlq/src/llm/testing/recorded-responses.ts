/**
 * Response bodies in the shape the providers answered with when recorded (OpenAI chat completions
 * and Anthropic messages), with the assistant's text swapped in. Test-only.
 */

/** An OpenAI (or OpenAI-compatible) `/v1/chat/completions` answer whose message is `content`. */
export function chatCompletion(content: string, usage = { prompt: 812, completion: 41 }) {
  return {
    id: 'chatcmpl-BQx3kq7nKc2yq0Yw1T5mZ8rJ',
    object: 'chat.completion',
    created: 1_745_920_455,
    model: 'gpt-4o-mini-2024-07-18',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: {
      prompt_tokens: usage.prompt,
      completion_tokens: usage.completion,
      total_tokens: usage.prompt + usage.completion,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0 },
    },
    service_tier: 'default',
    system_fingerprint: 'fp_0392822090',
  };
}

/** An Anthropic `/v1/messages` answer whose only text block is `text`. */
export function anthropicMessage(text: string, usage = { input: 901, output: 52 }) {
  return {
    id: 'msg_01XFDUDYJgAACzvnptvVoYEL',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-5-20250929',
    content: [{ type: 'text', text }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: {
      input_tokens: usage.input,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      output_tokens: usage.output,
      service_tier: 'standard',
    },
  };
}

/** The JSON text a model returns for a SQL answer. */
export function sqlAnswerText(sql: string, explanation = 'Sums the order amounts.'): string {
  return JSON.stringify({ sql, explanation });
}

/** The error body OpenAI sends with a 500. */
export const serverErrorBody = {
  error: {
    message: 'The server had an error while processing your request. Sorry about that!',
    type: 'server_error',
    param: null,
    code: null,
  },
};

/** An OpenAI `/v1/embeddings` reply: one vector per input, in order, and the tokens counted. */
export function embeddingList(vectors: number[][], promptTokens = 8) {
  return {
    object: 'list',
    data: vectors.map((embedding, index) => ({ object: 'embedding', index, embedding })),
    model: 'text-embedding-3-small',
    usage: { prompt_tokens: promptTokens, total_tokens: promptTokens },
  };
}
