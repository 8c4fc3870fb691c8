import type { FileResult } from '../engine/lint.js';
import type { FormatOptions } from './options.js';
/** ESLint's stylish layout: a block per file, a line per message, a total. */
export declare function stylish(results: FileResult[], { color }: FormatOptions): string;
