import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  archivePatternsOf,
  archiveVersions,
  archivesOf,
  configOwnerPaths,
  isArchiveOf,
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
} from "./chunk-NDN2GDUI.js";
import "./chunk-X6TG55U7.js";
import "./chunk-U75CFEDE.js";
import "./chunk-E5EXWXCP.js";
import "./chunk-RHE6JALN.js";
import "./chunk-H2I6UNX5.js";
import "./chunk-357LZD3P.js";
import "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  archivePatternsOf,
  archiveVersions,
  archivesOf,
  configOwnerPaths,
  isArchiveOf,
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
};
