// Runs in every test file (vitest setupFiles): the temp folders the file made are removed when it ends.
import { afterAll } from 'vitest';
import { cleanup } from './repo.js';

afterAll(cleanup);
