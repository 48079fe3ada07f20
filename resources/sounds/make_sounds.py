#!/usr/bin/env python3
"""Synthesises Parley's sound effects: nothing recorded, nothing downloaded.

    python3 make_sounds.py [OUT_DIR]     writes the WAV files (default: this folder)
    python3 make_sounds.py --check DIR   regenerates them in memory and compares with DIR's files

Every sound is 22050 Hz, mono, 16-bit PCM, peaking near -6 dBFS. The noise comes from seeded
generators, so the output is the same on every run; --check allows a difference of one step per
sample for the last bit of floating point that a different libm might round the other way.

Only the Python 3 standard library is used (wave, math, random, struct).
"""
import math
import os
import random
import struct
import sys
import wave

RATE = 22050
PEAK = 0.5  # -6 dBFS: loud enough to hear, quiet enough to sit under the player's music


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def add(into, sound, at=0.0, gain=1.0):
    """Mixes `sound` into `into`, starting `at` seconds in, growing `into` as needed."""
    start = int(at * RATE)
    need = start + len(sound)
    if need > len(into):
        into.extend([0.0] * (need - len(into)))
    for i, s in enumerate(sound):
        into[start + i] += s * gain
    return into


def fade(samples, fade_in=0.004, fade_out=0.02):
    """Short ramps at both ends, so that no sound starts or stops with a click."""
    n_in = max(1, int(fade_in * RATE))
    n_out = max(1, int(fade_out * RATE))
    out = list(samples)
    for i in range(min(n_in, len(out))):
        out[i] *= i / n_in
    for i in range(min(n_out, len(out))):
        out[-1 - i] *= i / n_out
    return out


def normalise(samples, peak=PEAK):
    top = max(abs(s) for s in samples) or 1.0
    return [s * peak / top for s in samples]


def tone(freq, seconds, partials=((1, 1.0),), attack=0.01, decay=4.0, glide=0.0, vibrato=0.0):
    """A pitched note: sine partials (ratio, level), an attack ramp, an exponential decay
    (`decay` per second) and an optional glide (the frequency multiplied by 1+glide by the end)."""
    n = int(seconds * RATE)
    out = []
    phases = [0.0] * len(partials)
    for i in range(n):
        t = i / RATE
        f = freq * (1 + glide * t / seconds) * (1 + vibrato * math.sin(2 * math.pi * 5.5 * t))
        env = min(1.0, t / attack) if attack > 0 else 1.0
        env *= math.exp(-decay * t)
        s = 0.0
        for k, (ratio, level) in enumerate(partials):
            phases[k] += 2 * math.pi * f * ratio / RATE
            s += level * math.sin(phases[k])
        out.append(s * env)
    # A release ramp: a note cut off mid-ring would click.
    return fade(out, fade_in=0.0, fade_out=min(0.04, seconds / 4))


def noise(seconds, seed):
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def band(samples, low_hz, high_hz, q=0.7):
    """A state-variable band-pass whose centre slides from low_hz to high_hz (either way)."""
    out = []
    lp = bp = 0.0
    n = len(samples)
    for i, x in enumerate(samples):
        fc = low_hz + (high_hz - low_hz) * i / max(1, n - 1)
        f = 2 * math.sin(math.pi * min(fc, RATE / 6) / RATE)
        hp = x - lp - bp / q
        bp += f * hp
        lp += f * bp
        out.append(bp)
    return out


def envelope(samples, shape):
    n = len(samples)
    return [s * shape(i / max(1, n - 1)) for i, s in enumerate(samples)]


# --- the sounds ------------------------------------------------------------------------------

def draw():
    """A card slid off the deck: a short swish of filtered noise, rising in pitch."""
    swish = band(noise(0.17, seed=11), 900, 4200, q=1.2)
    swish = envelope(swish, lambda x: math.sin(math.pi * x) ** 1.5 * (1 - 0.4 * x))
    return fade(normalise(swish, PEAK * 0.8))


def speak():
    """Words said: a warm, rounded tone (E4 with soft low harmonics), gently rising."""
    t = tone(329.63, 0.30, partials=((1, 1.0), (2, 0.32), (3, 0.12), (4, 0.04)),
             attack=0.025, decay=7.0, glide=0.02, vibrato=0.004)
    return fade(normalise(t, PEAK * 0.85), fade_out=0.05)


def bell(freq, seconds):
    # Near-harmonic partials with a faint inharmonic shimmer, as a small glass chime.
    return tone(freq, seconds, partials=((1, 1.0), (2, 0.28), (3.01, 0.1), (4.2, 0.05)),
                attack=0.004, decay=5.0)


def success():
    """It worked: a rising chime, C5 E5 G5 C6."""
    out = silence(0)
    for k, f in enumerate((523.25, 659.25, 783.99, 1046.5)):
        add(out, bell(f, 0.5 - 0.05 * k), at=0.065 * k, gain=1.0 - 0.1 * k)
    return fade(normalise(out), fade_out=0.06)


def failure():
    """It did not: two soft low notes falling a minor third, muted (few harmonics, quick decay)."""
    out = silence(0)
    add(out, tone(392.0, 0.22, partials=((1, 1.0), (2, 0.15)), attack=0.01, decay=9.0, glide=-0.03))
    add(out, tone(329.63, 0.34, partials=((1, 1.0), (2, 0.12)), attack=0.012, decay=7.5, glide=-0.06),
        at=0.14, gain=0.95)
    return fade(normalise(out, PEAK * 0.8), fade_out=0.08)


def exhaust():
    """A card burnt away: a falling whoosh of noise with a few crackles in it."""
    n = noise(0.52, seed=23)
    whoosh = band(n, 2600, 350, q=1.8)
    whoosh = envelope(whoosh, lambda x: (min(1.0, x / 0.18)) * (1 - x) ** 1.6)
    rng = random.Random(29)
    crackle = [0.0] * len(whoosh)
    for _ in range(18):
        at = rng.randrange(int(0.03 * RATE), int(0.38 * RATE))
        level = rng.uniform(0.25, 0.6)
        for j in range(int(0.004 * RATE)):
            if at + j < len(crackle):
                crackle[at + j] += level * rng.uniform(-1, 1) * math.exp(-j / (0.0008 * RATE))
    mixed = normalise(whoosh)
    add(mixed, band(crackle, 1800, 900, q=0.8), gain=0.35)
    return fade(normalise(mixed, PEAK * 0.75), fade_out=0.08)


def chord(freqs, seconds, decay):
    out = silence(0)
    for f in freqs:
        add(out, tone(f, seconds, partials=((1, 1.0), (2, 0.2), (3, 0.06)), attack=0.015, decay=decay))
    return out


def end():
    """The conversation is over: a short cadence, G major then C major."""
    out = silence(0)
    add(out, chord((196.0, 392.0, 493.88, 587.33), 0.34, decay=4.0), gain=0.85)
    add(out, chord((130.81, 261.63, 523.25, 659.25, 783.99), 0.8, decay=3.2), at=0.3)
    return fade(normalise(out), fade_out=0.15)


SOUNDS = {
    "draw": draw,
    "speak": speak,
    "success": success,
    "failure": failure,
    "exhaust": exhaust,
    "end": end,
}


def pcm(samples):
    return b"".join(struct.pack("<h", max(-32767, min(32767, int(round(s * 32767))))) for s in samples)


def write(path, samples):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm(samples))


def check(folder):
    """0 when every file in `folder` is what this script makes (within one step a sample)."""
    bad = 0
    for name, make in SOUNDS.items():
        path = os.path.join(folder, name + ".wav")
        try:
            with wave.open(path, "rb") as w:
                shape = (w.getnchannels(), w.getsampwidth(), w.getframerate())
                data = w.readframes(w.getnframes())
        except (OSError, wave.Error) as e:
            print(f"{path}: cannot read: {e}")
            bad += 1
            continue
        want = pcm(make())
        if shape != (1, 2, RATE):
            print(f"{path}: {shape[0]} channel(s), {shape[1] * 8}-bit, {shape[2]} Hz; expected mono 16-bit {RATE} Hz")
            bad += 1
        elif len(data) != len(want):
            print(f"{path}: {len(data) // 2} samples; the generator makes {len(want) // 2}")
            bad += 1
        else:
            got = struct.unpack(f"<{len(data) // 2}h", data)
            exp = struct.unpack(f"<{len(want) // 2}h", want)
            worst = max(abs(a - b) for a, b in zip(got, exp))
            if worst > 1:
                print(f"{path}: differs from the generator's output by up to {worst} steps")
                bad += 1
    print("sounds: " + ("all match the generator" if bad == 0 else f"{bad} differ; rerun make_sounds.py"))
    return 1 if bad else 0


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    if len(argv) >= 2 and argv[1] == "--check":
        return check(argv[2] if len(argv) > 2 else here)
    out = argv[1] if len(argv) > 1 else here
    os.makedirs(out, exist_ok=True)
    for name, make in SOUNDS.items():
        samples = make()
        write(os.path.join(out, name + ".wav"), samples)
        print(f"{name}.wav: {len(samples) / RATE:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
