// Who changed each file of a range, and which files a migration rewrote: whom the net change is judged as.
import type { Config } from '../../config/schema.js';
import type { RangeCommit } from '../../git/repo.js';

/** Stands for a migration commit among a file's actors: the net change of that file then gets the static rules only. */
const MIGRATED = '\u0000migrated';

/** The actors of the range's commits per path (a file, a sync directory or one of its files). */
export class RangeActors {
  private readonly byPath = new Map<string, Set<string>>();
  /** Path → the config (dialect) its last accepted migration reads it in. */
  private readonly migrated = new Map<string, Config>();

  /** Notes that commit `c`, made by `actor`, changed `path` (a migration commit counts as a migration). */
  note(path: string, c: RangeCommit, actor: string | null): void {
    const who = c.migrates.length ? MIGRATED : actor;
    if (who) (this.byPath.get(path) ?? this.byPath.set(path, new Set()).get(path)!).add(who);
  }

  /** Notes that a migration of `path` was accepted; its net change is then read in `config` (the new dialect). */
  migrate(path: string, config: Config): void {
    this.migrated.set(path, config);
    (this.byPath.get(path) ?? this.byPath.set(path, new Set()).get(path)!).add(MIGRATED);
  }

  /**
   * The actors the net change of `path` is judged as, in the order they first changed it; null when no actor is
   * known or a migration rewrote it on purpose (then the static rules only).
   */
  netActors(path: string): string[] | null {
    const who = [...(this.byPath.get(path) ?? [])];
    return who.length === 0 || who.includes(MIGRATED) ? null : who;
  }

  /** The config `path`'s net change is read in when judged by its static rules only. */
  staticConfig(path: string, config: Config): Config {
    return this.migrated.get(path) ?? config;
  }
}
