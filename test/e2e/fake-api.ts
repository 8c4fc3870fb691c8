import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted model turn: a tool call, or (when the script has run out) a plain "done". */
export interface ToolCall {
  name: string;
  input: Record<string, unknown>;
}

export interface Recorded {
  url: string;
  body: {
    model?: string;
    tools?: { name: string }[];
    messages: { role: string; content: unknown }[];
    system?: unknown;
  } | null;
}

/**
 * A stand-in for the Anthropic Messages API on 127.0.0.1: the agent loop's requests (those offering
 * the Edit tool) get the next scripted tool call, counted by the assistant turns already in the
 * conversation; every other request (titles, summaries) gets a short text. Streams as SSE when asked.
 */
export class FakeApi {
  readonly requests: Recorded[] = [];
  private server: Server | null = null;
  script: ToolCall[] = [];

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => (body += c));
      req.on('end', () => {
        let parsed: Recorded['body'] = null;
        try {
          parsed = body ? (JSON.parse(body) as Recorded['body']) : null;
        } catch {
          parsed = null;
        }
        this.requests.push({ url: req.url ?? '', body: parsed });
        if ((req.url ?? '').startsWith('/v1/messages/count_tokens')) return json(res, { input_tokens: 10 });
        if (!(req.url ?? '').startsWith('/v1/messages') || !parsed)
          return json(res, { type: 'error', error: { type: 'not_found_error', message: 'not here' } }, 404);
        const main = (parsed.tools ?? []).some((t) => t.name === 'Edit');
        const step = parsed.messages.filter((m) => m.role === 'assistant').length;
        const call = main ? this.script[step] : undefined;
        const content = call
          ? [{ type: 'tool_use', id: `toolu_e2e_${step}_${this.requests.length}`, name: call.name, input: call.input }]
          : [{ type: 'text', text: main ? 'done' : 'ok' }];
        const msg = {
          id: `msg_e2e_${this.requests.length}`,
          type: 'message',
          role: 'assistant',
          model: parsed.model ?? 'claude',
          content,
          stop_reason: call ? 'tool_use' : 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 5 },
        };
        if ((parsed as { stream?: boolean }).stream) sse(res, msg);
        else json(res, msg);
      });
    });
    await new Promise<void>((ok) => this.server!.listen(0, '127.0.0.1', ok));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((ok) => (this.server ? this.server.close(() => ok()) : ok()));
  }

  /** The agent loop's requests (those that offer tools), in order. */
  agentRequests(): Recorded[] {
    return this.requests.filter((r) => (r.body?.tools ?? []).some((t) => t.name === 'Edit'));
  }
}

function json(res: import('node:http').ServerResponse, v: unknown, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(v));
}

function sse(
  res: import('node:http').ServerResponse,
  msg: { content: Record<string, unknown>[]; stop_reason: string } & Record<string, unknown>,
): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  send('message_start', {
    type: 'message_start',
    message: { ...msg, content: [], stop_reason: null, usage: { input_tokens: 10, output_tokens: 1 } },
  });
  msg.content.forEach((b, index) => {
    if (b.type === 'text') {
      send('content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
      send('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: b.text } });
    } else {
      send('content_block_start', {
        type: 'content_block_start',
        index,
        content_block: { type: 'tool_use', id: b.id, name: b.name, input: {} },
      });
      send('content_block_delta', {
        type: 'content_block_delta',
        index,
        delta: { type: 'input_json_delta', partial_json: JSON.stringify(b.input) },
      });
    }
    send('content_block_stop', { type: 'content_block_stop', index });
  });
  send('message_delta', {
    type: 'message_delta',
    delta: { stop_reason: msg.stop_reason, stop_sequence: null },
    usage: { output_tokens: 5 },
  });
  send('message_stop', { type: 'message_stop' });
  res.end();
}

/** All text of a request's messages (and system prompt), for finding what reached the model. */
export function requestText(r: Recorded): string {
  return JSON.stringify(r.body?.messages ?? []) + JSON.stringify(r.body?.system ?? '');
}
