export declare const DRIVER_NAME = "handover protocol files (section-wise merge)";
/**
 * Registers the handover merge driver for the clone at `root`: `git config merge.handover.driver`
 * and `merge.handover.name`, plus a `<file> merge=handover` line in `.gitattributes` for each
 * configured protocol file. Idempotent: a second run changes nothing. A line that already sets a
 * merge attribute for one of the files is left alone (reported under `skipped`), never duplicated
 * or overridden. `command` is the driver's command line, `handover merge-driver` by default; the
 * placeholders `%O %A %B %P` are appended unless it already holds `%A`.
 */
export declare function registerMergeDriver(root: string, opts?: {
    command?: string;
}): Promise<{
    changed: string[];
    skipped: string[];
}>;
