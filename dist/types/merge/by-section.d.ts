import { type SectionKeyFn } from '../models/diff/keyed-sections.js';
import type { MergeInput, MergeOutcome } from './types.js';
/** Merges SYNC.md or PROJECT_REGISTRY.md section by section against the base. */
export declare function mergeBySection(input: MergeInput, keyOf: SectionKeyFn, appendOnly?: string[]): MergeOutcome;
