import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  agentForEmail,
  commitActor,
  resolveActor
} from "./chunk-VDWC4AMZ.js";
import "./chunk-5I7JEEUP.js";
import "./chunk-EA5NCHAY.js";
import "./chunk-GTPCD622.js";
import "./chunk-HT7CQCL3.js";
import "./chunk-MQOAROXN.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";
export {
  agentForEmail,
  commitActor,
  resolveActor
};
