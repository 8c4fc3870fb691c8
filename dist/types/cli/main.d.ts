#!/usr/bin/env node
import type { CommandIo } from './io.js';
/** Runs the CLI with `argv` (without node and script) and returns the exit code. */
export declare function main(argv: string[], io: CommandIo): Promise<number>;
