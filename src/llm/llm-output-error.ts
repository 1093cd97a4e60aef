import { WebscoutError } from "../errors/index.js";

/** The model's reply could not be parsed or validated, even after one retry with the validation error. */
export class LlmOutputError extends WebscoutError {
  readonly output: string;

  constructor(message: string, output: string) {
    super("llm-output", message, { hint: "webscout falls back to the offline engine for this step" });
    this.output = output;
  }
}
