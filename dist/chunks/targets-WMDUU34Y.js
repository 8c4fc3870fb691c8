import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  archiveOf,
  archiveVersions,
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
} from "./chunk-M4QNQJC2.js";
import "./chunk-X6TG55U7.js";
import "./chunk-XMI2LKAC.js";
import "./chunk-5JGBGTMN.js";
import "./chunk-RMSHSEWT.js";
import "./chunk-KBTD6OVN.js";
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
