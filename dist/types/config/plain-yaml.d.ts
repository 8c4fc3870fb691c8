/**
 * The value of a YAML text that is only block mappings, as the YAML library reads it, or undefined for anything
 * else (the caller then loads the library): each line blank, a comment starting at column 1, or `key:` /
 * `key: value` indented by spaces, where every key is a word, every value a word, `true`, `false` or a decimal
 * integer, keys unique in their mapping and each nested mapping indented further than its key. Loading the
 * library costs the agent hooks tens of milliseconds, for the one line `agent: lab` that init writes.
 */
export declare function plainYaml(text: string): Record<string, unknown> | undefined;
