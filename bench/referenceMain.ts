/** `npm run bench:reference`: only the side-by-side comparison with the reference library. */
import { benchReference } from './reference.js';

await benchReference();
