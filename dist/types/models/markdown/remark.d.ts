type Parser = {
    parse(text: string): unknown;
};
/** The shared remark parser (no extensions). */
export declare function markdownParser(): Parser;
/** The parser with YAML front matter (remark-frontmatter). */
export declare function frontmatterParser(): Parser;
export {};
