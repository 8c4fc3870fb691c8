import { type AgentState } from '../../overview/agents.js';
import { type CommandIo } from '../io.js';
/** `handover sync set|show`. */
export declare function run(args: string[], io: CommandIo): Promise<number>;
/**
 * Human-readable agent list: a header line per agent with its state, then each of the dialect's fields under
 * the label the dialect writes, with its date when it carries one (cmap dates every field).
 */
export declare function renderAgents(agents: AgentState[], staleDays: number, color: boolean, staleBy?: 'history' | 'dates'): string;
