import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  escapeControl,
  oneLine,
  redactUrl,
  shown,
  shownHookOutput
} from "./chunk-UPXTJPQD.js";
import "./chunk-7XZO6OSN.js";
export {
  escapeControl,
  oneLine,
  redactUrl,
  shown,
  shownHookOutput
};
