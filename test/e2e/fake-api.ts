import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One scripted model turn: a tool call by the host's own tool name. For a freeform `apply_patch` (Codex, Copilot CLI
 * and opencode with a GPT-5 class model), `input.patch` holds the patch text; the adapter sends it the way the
 * request declared the tool (freeform or function).
 */
export interface ToolCall {
  name: string;
  input: Record<string, unknown>;
  /**
   * The namespace a Responses API function call names (Codex 0.171 offers an MCP server's tools, once `tool_search`
   * has loaded them, as functions in a namespace such as `mcp__fs__`).
   */
  namespace?: string;
}

/** The wire protocol a request came in on, from its path. */
export type Protocol = 'anthropic' | 'openai-responses' | 'openai-chat' | 'gemini';

export interface Recorded {
  url: string;
  /** When the request arrived (ms since the epoch), for reading a slow session; never asserted on. */
  at: number;
  protocol: Protocol | null;
  // biome-ignore lint/suspicious/noExplicitAny: the four protocols' request bodies, read per adapter
  body: any;
}

/** What one tool call's result looked like to the model: its text and whether the host flagged it an error. */
export interface ToolResult {
  name?: string;
  content: string;
  is_error?: boolean;
}

/** The tool names that mark a host's agent loop (as opposed to title, summary or next-speaker side requests). */
const AGENT_TOOLS = new Set([
  'Edit',
  'apply_patch',
  'shell',
  'exec_command',
  'replace',
  'edit',
  'run_shell_command',
  'bash',
]);

interface Adapter {
  /** The tool names the request offers. */
  tools(body: Recorded['body']): string[];
  /** How many tool calls the model has made in this conversation so far. */
  step(body: Recorded['body']): number;
  /** The results of the tool calls, in order, as the model is shown them. */
  results(body: Recorded['body']): ToolResult[];
  /** Answers with a tool call, or with text when `call` is undefined. */
  reply(req: Reply): void;
}

interface Reply {
  res: ServerResponse;
  body: Recorded['body'];
  call: ToolCall | undefined;
  text: string;
  id: string;
  stream: boolean;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/**
 * A stand-in for four model APIs on 127.0.0.1, one server, routed by path: the Anthropic Messages API
 * (`/v1/messages`, Claude Code), the OpenAI Responses API (`/v1/responses`, Codex), OpenAI chat completions
 * (`/v1/chat/completions`, Qwen Code) and the Gemini API (`/v1beta/models/M:generateContent` and
 * `:streamGenerateContent`, Gemini CLI). The agent loop's requests (those offering the host's edit or shell
 * tool) get the next scripted tool call, counted by the calls already in the conversation; every other
 * request (titles, summaries, next-speaker checks) gets a short text. Every request is recorded.
 */
export class FakeApi {
  readonly requests: Recorded[] = [];
  private server: Server | null = null;
  script: ToolCall[] = [];

  async start(): Promise<string> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((ok) => this.server?.listen(0, '127.0.0.1', ok));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((ok) => (this.server ? this.server.close(() => ok()) : ok()));
    this.server?.closeAllConnections?.();
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      raw += c;
    });
    req.on('end', () => {
      let body: Recorded['body'] = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = null;
      }
      const url = req.url ?? '';
      const protocol = protocolOf(url);
      this.requests.push({ url, at: Date.now(), protocol, body });
      if (url.startsWith('/v1/messages/count_tokens')) return json(res, { input_tokens: 10 });
      if (/:countTokens/.test(url)) return json(res, { totalTokens: 10 });
      if (/\/models(\?|$)/.test(url) && req.method === 'GET')
        return json(res, { object: 'list', data: [], models: [] });
      if (!protocol || !body) return json(res, { error: { message: `fake api: nothing at ${url}` } }, 404);
      const a = ADAPTERS[protocol];
      const main = a.tools(body).some((t) => AGENT_TOOLS.has(t));
      const step = a.step(body);
      const call = main ? this.script[step] : undefined;
      const stream = protocol === 'gemini' ? url.includes(':streamGenerateContent') : body.stream === true;
      a.reply({ res, body, call, text: main ? 'done' : 'ok', id: `e2e_${step}_${this.requests.length}`, stream });
    });
  }

  /** The agent loop's requests (those that offer the host's edit or shell tools), in order. */
  agentRequests(from = 0): Recorded[] {
    return this.requests
      .slice(from)
      .filter((r) => r.protocol && ADAPTERS[r.protocol].tools(r.body).some((t) => AGENT_TOOLS.has(t)));
  }

  /** The tool names the host offered in its first agent-loop request since `from`, sorted. */
  offeredTools(from = 0): string[] {
    const first = this.agentRequests(from)[0];
    return first?.protocol ? [...new Set(ADAPTERS[first.protocol].tools(first.body))].sort() : [];
  }

  /** The tool results the model saw in the last agent-loop request since `from`. */
  toolResults(from = 0): ToolResult[] {
    const last = this.agentRequests(from).at(-1);
    return last?.protocol ? ADAPTERS[last.protocol].results(last.body) : [];
  }
}

function protocolOf(url: string): Protocol | null {
  if (url.startsWith('/v1/messages')) return 'anthropic';
  if (url.startsWith('/v1/responses')) return 'openai-responses';
  if (url.startsWith('/v1/chat/completions')) return 'openai-chat';
  if (/^\/v1(beta|alpha)?\/models\/[^/]+:(stream)?[gG]enerateContent/.test(url)) return 'gemini';
  return null;
}

function json(res: ServerResponse, v: unknown, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(v));
}

function sseHead(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
}

const anthropic: Adapter = {
  tools: (b) => (b.tools ?? []).map((t: { name: string }) => t.name),
  step: (b) => (b.messages ?? []).filter((m: { role: string }) => m.role === 'assistant').length,
  results(b) {
    const out: ToolResult[] = [];
    for (const m of b.messages ?? []) {
      if (m.role !== 'user' || !Array.isArray(m.content)) continue;
      for (const c of m.content)
        if (c.type === 'tool_result') out.push({ content: contentText(c.content), is_error: c.is_error });
    }
    return out;
  },
  reply({ res, body, call, text, id, stream }) {
    const content: Record<string, unknown>[] = call
      ? [{ type: 'tool_use', id: `toolu_${id}`, name: call.name, input: call.input }]
      : [{ type: 'text', text }];
    const msg = {
      id: `msg_${id}`,
      type: 'message',
      role: 'assistant',
      model: body.model ?? 'claude',
      content,
      stop_reason: call ? 'tool_use' : 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 5 },
    };
    if (!stream) return json(res, msg);
    sseHead(res);
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    send('message_start', {
      type: 'message_start',
      message: { ...msg, content: [], stop_reason: null, usage: { input_tokens: 10, output_tokens: 1 } },
    });
    content.forEach((b, index) => {
      if (b.type === 'text') {
        send('content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
        send('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text } });
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
  },
};

function contentText(c: unknown): string {
  if (typeof c === 'string') return c;
  if (Array.isArray(c)) return c.map((p) => (p && typeof p.text === 'string' ? p.text : str(p))).join('');
  return str(c);
}

const CALL_ITEMS = new Set(['function_call', 'custom_tool_call', 'local_shell_call', 'tool_search_call']);
const OUTPUT_ITEMS = new Set([
  'function_call_output',
  'custom_tool_call_output',
  'local_shell_call_output',
  'tool_search_output',
]);

const responses: Adapter = {
  tools: (b) => (b.tools ?? []).map((t: { name?: string; type: string }) => t.name ?? t.type),
  step: (b) =>
    (Array.isArray(b.input) ? b.input.filter((i: { type?: string }) => CALL_ITEMS.has(i.type ?? '')) : []).length,
  results(b) {
    if (!Array.isArray(b.input)) return [];
    return b.input
      .filter((i: { type?: string }) => OUTPUT_ITEMS.has(i.type ?? ''))
      .map((i: { output?: unknown; tools?: unknown }) => ({ content: outputText(i.output ?? i.tools) }));
  },
  reply({ res, body, call, text, id }) {
    const tool =
      call && (body.tools ?? []).find((t: { name?: string; type?: string }) => (t.name ?? t.type) === call.name);
    let item: Record<string, unknown>;
    if (!call) {
      item = {
        type: 'message',
        id: `msg_${id}`,
        role: 'assistant',
        status: 'completed',
        content: [{ type: 'output_text', text, annotations: [] }],
      };
    } else if (tool?.type === 'custom') {
      item = {
        type: 'custom_tool_call',
        id: `ctc_${id}`,
        call_id: `call_${id}`,
        name: call.name,
        input: call.input.patch,
      };
    } else if (tool?.type === 'tool_search') {
      // Codex's client-side tool search: it answers with the deferred tools that match, for the next call.
      item = {
        type: 'tool_search_call',
        id: `tsc_${id}`,
        call_id: `call_${id}`,
        execution: 'client',
        status: 'completed',
        arguments: call.input,
      };
    } else {
      const args = call.name === 'apply_patch' ? { input: call.input.patch } : call.input;
      item = {
        type: 'function_call',
        id: `fc_${id}`,
        call_id: `call_${id}`,
        name: call.name,
        ...(call.namespace ? { namespace: call.namespace } : {}),
        arguments: JSON.stringify(args),
        status: 'completed',
      };
    }
    const response = {
      id: `resp_${id}`,
      object: 'response',
      created_at: Math.floor(Date.now() / 1000),
      status: 'completed',
      model: body.model ?? 'gpt',
      output: [item],
      usage: { input_tokens: 10, input_tokens_details: { cached_tokens: 0 }, output_tokens: 5, total_tokens: 15 },
    };
    sseHead(res);
    let seq = 0;
    const send = (type: string, data: Record<string, unknown>) =>
      res.write(`event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: seq++, ...data })}\n\n`);
    send('response.created', { response: { ...response, status: 'in_progress', output: [] } });
    send('response.output_item.added', { output_index: 0, item });
    send('response.output_item.done', { output_index: 0, item });
    send('response.completed', { response });
    res.end();
  },
};

function outputText(o: unknown): string {
  if (typeof o === 'string') return o;
  if (Array.isArray(o)) return o.map((p) => (p && typeof p.text === 'string' ? p.text : str(p))).join('');
  if (o && typeof o === 'object' && 'content' in o) return str((o as { content: unknown }).content);
  return str(o);
}

const chat: Adapter = {
  // A freeform tool (Copilot CLI's `apply_patch` for a GPT-5 class model) is `{ type: 'custom', custom: { name } }`.
  tools: (b) =>
    (b.tools ?? []).map(
      (t: { function?: { name: string }; custom?: { name: string } }) => t.function?.name ?? t.custom?.name ?? '',
    ),
  step: (b) =>
    (b.messages ?? []).filter((m: { role: string; tool_calls?: unknown[] }) => m.role === 'assistant' && m.tool_calls)
      .length,
  results: (b) =>
    (b.messages ?? [])
      .filter((m: { role: string }) => m.role === 'tool')
      .map((m: { content: unknown }) => ({ content: contentText(m.content) })),
  reply({ res, body, call, text, id, stream }) {
    const custom = call && (body.tools ?? []).some((t: { custom?: { name: string } }) => t.custom?.name === call.name);
    const tool_calls = call
      ? [
          custom
            ? { index: 0, id: `call_${id}`, type: 'custom', custom: { name: call.name, input: call.input.patch } }
            : {
                index: 0,
                id: `call_${id}`,
                type: 'function',
                function: { name: call.name, arguments: JSON.stringify(call.input) },
              },
        ]
      : undefined;
    const finish_reason = call ? 'tool_calls' : 'stop';
    const base = { id: `chatcmpl_${id}`, created: Math.floor(Date.now() / 1000), model: body.model ?? 'qwen' };
    const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
    if (!stream) {
      return json(res, {
        ...base,
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: call ? null : text, tool_calls }, finish_reason }],
        usage,
      });
    }
    sseHead(res);
    const send = (d: unknown) => res.write(`data: ${JSON.stringify(d)}\n\n`);
    const chunk = (delta: unknown, fr: string | null) => ({
      ...base,
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta, finish_reason: fr }],
    });
    send(chunk(call ? { role: 'assistant', tool_calls } : { role: 'assistant', content: text }, null));
    send(chunk({}, finish_reason));
    send({ ...base, object: 'chat.completion.chunk', choices: [], usage });
    res.write('data: [DONE]\n\n');
    res.end();
  },
};

type Part = {
  text?: string;
  functionCall?: { name: string };
  functionResponse?: { name: string; response: unknown };
};
const partsOf = (b: Recorded['body']): { role: string; parts: Part[] }[] => b.contents ?? [];

const gemini: Adapter = {
  tools: (b) =>
    (b.tools ?? []).flatMap((t: { functionDeclarations?: { name: string }[] }) =>
      (t.functionDeclarations ?? []).map((f) => f.name),
    ),
  step: (b) => partsOf(b).filter((c) => c.role === 'model' && c.parts.some((p) => p.functionCall)).length,
  results: (b) =>
    partsOf(b).flatMap((c) =>
      c.parts
        .filter((p) => p.functionResponse)
        .map((p) => ({ name: p.functionResponse?.name, content: geminiResponseText(p.functionResponse?.response) })),
    ),
  reply({ res, call, text, stream }) {
    const parts = call ? [{ functionCall: { name: call.name, args: call.input } }] : [{ text }];
    const chunk = {
      candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
      modelVersion: 'gemini-2.5-pro',
    };
    if (!stream) return json(res, chunk);
    sseHead(res);
    res.write(`data: ${JSON.stringify(chunk)}\r\n\r\n`);
    res.end();
  },
};

function geminiResponseText(r: unknown): string {
  if (r && typeof r === 'object') {
    const o = r as Record<string, unknown>;
    if (typeof o.output === 'string') return o.output;
    if (typeof o.error === 'string') return o.error;
  }
  return str(r);
}

const ADAPTERS: Record<Protocol, Adapter> = {
  anthropic,
  'openai-responses': responses,
  'openai-chat': chat,
  gemini,
};

/** All text of a request (messages, input, contents and system prompt), for finding what reached the model. */
export function requestText(r: Recorded): string {
  const b = r.body ?? {};
  return [b.messages, b.input, b.contents, b.system, b.instructions, b.systemInstruction]
    .filter((x) => x !== undefined)
    .map((x) => JSON.stringify(x))
    .join('\n');
}
