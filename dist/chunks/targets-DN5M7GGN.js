import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  archiveOf,
  archiveVersions,
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
} from "./chunk-WE66GJ4D.js";
import "./chunk-X6TG55U7.js";
import "./chunk-635QCSZ5.js";
import "./chunk-GK4HK7WS.js";
import "./chunk-TGEL3E44.js";
import "./chunk-LXB25YR4.js";
import "./chunk-CNCUSDCJ.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  archiveOf,
  archiveVersions,
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
};
