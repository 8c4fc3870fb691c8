import type { CommitRule, HistoricalRule, Rule, StaticRule } from './types.js';
import entryHeading from './handover/entry-heading.js';
import sequence from './handover/sequence.js';
import timeOrder from './handover/time-order.js';
import correctsTarget from './handover/corrects-target.js';
import writerTitle from './handover/writer-title.js';
import syncFields from './sync/fields.js';
import uniqueSections from './sync/unique-sections.js';
import knownAgents from './sync/known-agents.js';
import syncSize from './sync/size.js';
import provenance from './registry/provenance.js';
import registryFields from './registry/fields.js';
import registryUnique from './registry/unique.js';
import subjectOverlap from './registry/subject-overlap.js';
import markerFormat from './marker/format.js';
import conflictMarkers from './protocol/conflict-markers.js';
import encoding from './protocol/encoding.js';
import protocolKind from './protocol/kind.js';
import suppression from './protocol/suppression.js';
import { registerRuleKinds } from './kinds.js';
import appendOnly from './handover/append-only.js';
import singleWriter from './handover/single-writer.js';
import sectionOwner from './sync/section-owner.js';
import sharedSections from './sync/shared-sections.js';
import selfAuthority from './registry/self-authority.js';
import relayAttribution from './registry/relay-attribution.js';
import noDowngrade from './registry/no-downgrade.js';
import markerMonotonic from './marker/monotonic.js';
import identity from './protocol/identity.js';
import configOwner from './protocol/config-owner.js';
import requestFields from './request/fields.js';
import requestHead from './request/head.js';
import requestChain from './request/chain.js';
import requestVerdicts from './request/verdicts.js';
import requestReversibility from './request/reversibility.js';
import requestLaundering from './request/laundering.js';

/** Every rule over one version of a file. */
export const STATIC_RULES: StaticRule[] = [
  encoding,
  conflictMarkers,
  entryHeading,
  sequence,
  timeOrder,
  correctsTarget,
  writerTitle,
  syncFields,
  uniqueSections,
  knownAgents,
  syncSize,
  provenance,
  registryFields,
  registryUnique,
  subjectOverlap,
  markerFormat,
  protocolKind,
  requestFields,
  requestHead,
  requestChain,
  requestVerdicts,
  requestReversibility,
  requestLaundering,
  suppression,
];

/** Every rule over a change between two versions. */
export const HISTORICAL_RULES: HistoricalRule[] = [
  appendOnly,
  singleWriter,
  sectionOwner,
  sharedSections,
  selfAuthority,
  relayAttribution,
  noDowngrade,
  markerMonotonic,
];

/** Rules over a commit or a whole change: who made it, and which config and hook files it touched. */
export const COMMIT_RULES: CommitRule[] = [identity, configOwner];

export const ALL_RULES: Rule[] = [...STATIC_RULES, ...HISTORICAL_RULES, ...COMMIT_RULES];
registerRuleKinds(ALL_RULES);
export const RULE_IDS: ReadonlySet<string> = new Set(ALL_RULES.map((r) => r.id));
/** Each rule's declared options (for validating `rules: { id: [severity, options] }`). */
export const RULE_OPTIONS: ReadonlyMap<string, Record<string, { default: unknown }>> = new Map(
  ALL_RULES.map((r) => [r.id, r.meta.options ?? {}]),
);

/** The path of a rule's doc page inside the package. */
export function ruleUrl(id: string): string {
  return `rules/${id}.md`;
}
