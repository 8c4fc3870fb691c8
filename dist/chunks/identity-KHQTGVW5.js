import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  agentForEmail,
  commitActor,
  resolveActor
} from "./chunk-4NVU5UT2.js";
import "./chunk-5I7JEEUP.js";
import "./chunk-QIZBCLNT.js";
import "./chunk-L3JUMNOF.js";
import "./chunk-OBKVNHAI.js";
import "./chunk-HT7CQCL3.js";
import "./chunk-MQOAROXN.js";
import "./chunk-7XZO6OSN.js";
export {
  agentForEmail,
  commitActor,
  resolveActor
};
