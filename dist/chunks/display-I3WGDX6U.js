import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  escapeControl,
  oneLine,
  redactUrl,
  shown,
  shownHookOutput
} from "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  escapeControl,
  oneLine,
  redactUrl,
  shown,
  shownHookOutput
};
