import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  escapeControl,
  redactUrl,
  shown
} from "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";
export {
  escapeControl,
  redactUrl,
  shown
};
