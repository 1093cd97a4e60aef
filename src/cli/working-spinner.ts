// While a command works, a spinner with the time elapsed on the last line of a terminal (yocto-spinner, which
// clears it around every line the command prints). Piped or redirected output gets plain lines only.
import yoctoSpinner from "yocto-spinner";

export interface Working {
  /** Removes the spinner for good (output of its own follows, e.g. a streamed answer); the clock runs on. */
  clear(): void;
  /** Removes the spinner; returns the seconds elapsed, to one decimal. */
  stop(): number;
}

/** How often the elapsed time is updated. */
const TICK_MS = 100;

/** A spinner reading "`label` 2.3 s" on `stream` when it is a terminal (not TERM=dumb), else nothing. */
export function startWorking(options: {
  stream: unknown;
  label: string;
  env?: NodeJS.ProcessEnv;
  now?: () => number;
}): Working {
  const { env = process.env, now = Date.now } = options;
  const started = now();
  const seconds = () => Math.round((now() - started) / 100) / 10;
  const stream = options.stream as NodeJS.WriteStream;
  if (stream?.isTTY !== true || env.TERM === "dumb") return { clear() {}, stop: seconds };
  const text = () => `${options.label} ${seconds().toFixed(1)} s`;
  const spinner = yoctoSpinner({ text: text(), stream }).start();
  const timer = setInterval(() => {
    spinner.text = text();
  }, TICK_MS);
  timer.unref();
  const clear = () => {
    clearInterval(timer);
    spinner.stop();
  };
  return {
    clear,
    stop() {
      clear();
      return seconds();
    },
  };
}
