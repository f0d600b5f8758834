#!/usr/bin/env node
// Writes burnout-refill/pause-chimes.wav: soft chimes that open and close a 20-second pause.
// Run from the repository root: `node content/self-care/tools/generate-pause-chimes.mjs`.
//
// Generated rather than recorded so the library owns every byte (no licence to track) and the file can be rebuilt
// exactly: the same code always writes the same bytes. The sound is a few sine bells, so a low sample rate and
// 8-bit samples keep it under 100 kB (members are often on phones and slow networks) without audible loss:
// 4 kHz reproduces tones up to 2 kHz, and the highest partial here is below 1.6 kHz.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SAMPLE_RATE = 4000;
const SECONDS = 24;
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'burnout-refill', 'pause-chimes.wav');

// A C-major triad, rising at the start and falling at the end, so the ear hears "begin" and "end" without words.
const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const CHIMES = [
  { at: 0.2, hz: C5 },
  { at: 1.0, hz: E5 },
  { at: 1.8, hz: G5 },
  { at: 20.4, hz: G5 },
  { at: 21.2, hz: E5 },
  { at: 22.0, hz: C5 },
];

/** One soft bell: a quick swell (no click), a slow decay, and a quiet octave partial for a little shimmer. */
function bell(t, hz) {
  if (t < 0) return 0;
  const attack = Math.min(1, t / 0.02);
  const decay = Math.exp(-t * 1.6);
  return attack * decay * (Math.sin(2 * Math.PI * hz * t) + 0.25 * Math.sin(2 * Math.PI * 2 * hz * t));
}

const samples = SAMPLE_RATE * SECONDS;
const header = 44;
const wav = Buffer.alloc(header + samples);
wav.write('RIFF', 0, 'ascii');
wav.writeUInt32LE(header - 8 + samples, 4);
wav.write('WAVE', 8, 'ascii');
wav.write('fmt ', 12, 'ascii');
wav.writeUInt32LE(16, 16); // PCM format chunk size
wav.writeUInt16LE(1, 20); // PCM
wav.writeUInt16LE(1, 22); // mono
wav.writeUInt32LE(SAMPLE_RATE, 24);
wav.writeUInt32LE(SAMPLE_RATE, 28); // bytes per second: one byte per sample
wav.writeUInt16LE(1, 32); // block align
wav.writeUInt16LE(8, 34); // bits per sample (8-bit WAV is unsigned, centred on 128)
wav.write('data', 36, 'ascii');
wav.writeUInt32LE(samples, 40);

const VOLUME = 0.35; // soft: a pause, not an alarm
for (let i = 0; i < samples; i++) {
  const t = i / SAMPLE_RATE;
  const value = CHIMES.reduce((sum, chime) => sum + bell(t - chime.at, chime.hz), 0) * VOLUME;
  wav[header + i] = Math.round(128 + 127 * Math.max(-1, Math.min(1, value)));
}

writeFileSync(OUT, wav);
console.log(`${OUT}: ${wav.length} bytes, ${SECONDS} s`);
