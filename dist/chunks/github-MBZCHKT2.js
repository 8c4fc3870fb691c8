import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  GITHUB_ANNOTATIONS_SHOWN,
  github,
  githubOverflows,
  githubSummary
} from "./chunk-3UKR7ZY5.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  GITHUB_ANNOTATIONS_SHOWN,
  github,
  githubOverflows,
  githubSummary
};
