export declare const markdown: import("unified").Processor<import("mdast").Root, undefined, undefined, undefined, undefined>;
/** The shared remark parser (no extensions). */
export declare function markdownParser(): {
    parse(text: string): unknown;
};
