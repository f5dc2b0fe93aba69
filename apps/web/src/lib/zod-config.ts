import { z } from 'zod';

/*
 * Zod 4 probes `new Function('')` once to compile faster parsers. The CSP has no 'unsafe-eval'
 * (SECURITY C1, D6), so the probe is refused and every page reported a CSP violation, which would
 * hide a real one. Parsing without compiled code keeps the reports for what they are meant for.
 */
z.config({ jitless: true });
