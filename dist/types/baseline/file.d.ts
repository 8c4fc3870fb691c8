/** The committed baseline's path (SPEC §4); its own module so the config-owner rule can name it without a cycle. */
export declare const BASELINE_FILE = ".handover-baseline.json";
