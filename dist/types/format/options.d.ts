export interface FormatOptions {
    color: boolean;
    /** The tool's version, for SARIF's driver block. */
    version: string;
    /**
     * SARIF: the base URL of the rule pages (`<base>rules/<id>.md`); default this version's rules/ in package.json's
     * repository.
     */
    docsUrl?: string;
}
