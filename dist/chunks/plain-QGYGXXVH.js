import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  GIT_ENV_ALLOWED,
  HISTORY_AS_WRITTEN,
  authorEmail,
  configGet,
  ignoreReplaceRefsAndGrafts,
  lastConfigValue,
  plainGit,
  plainGitEnv,
  readAtCommit,
  sameAsHead
} from "./chunk-SOWN6PH7.js";
import "./chunk-SOISCQTY.js";
export {
  GIT_ENV_ALLOWED,
  HISTORY_AS_WRITTEN,
  authorEmail,
  configGet,
  ignoreReplaceRefsAndGrafts,
  lastConfigValue,
  plainGit,
  plainGitEnv,
  readAtCommit,
  sameAsHead
};
