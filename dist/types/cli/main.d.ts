#!/usr/bin/env node
import type { CommandIo } from './io.js';
/**
 * Runs the CLI with `argv` (without node and script) and returns the exit code. `stdinFd`: the descriptor behind
 * `io.stdin`, which the guard reads directly.
 */
export declare function main(argv: string[], io: CommandIo, stdinFd?: number): Promise<number>;
