import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource,
  ruleSetting,
  sortMessages,
  toResult
} from "./chunk-XMI2LKAC.js";
import "./chunk-5JGBGTMN.js";
import "./chunk-RMSHSEWT.js";
import "./chunk-KBTD6OVN.js";
import "./chunk-CNCUSDCJ.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource,
  ruleSetting,
  sortMessages,
  toResult
};
