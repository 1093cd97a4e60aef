// A checkpointer for one question's run that hands the graph the session's latest checkpoint already read by the
// agent (to find the pages it knows), instead of reading it a second time; everything else goes to the store.
import type { RunnableConfig } from "@langchain/core/runnables";
import {
  BaseCheckpointSaver,
  type ChannelVersions,
  type Checkpoint,
  type CheckpointListOptions,
  type CheckpointMetadata,
  type CheckpointTuple,
  type PendingWrite,
} from "@langchain/langgraph-checkpoint";

export class PrefetchedCheckpointer extends BaseCheckpointSaver {
  readonly #store: BaseCheckpointSaver;
  readonly #threadId: string;
  #prefetched: { tuple: CheckpointTuple | undefined } | undefined;

  /** `tuple` is what `store.getTuple` gave for the latest checkpoint of `threadId` (undefined: none yet). */
  constructor(options: { store: BaseCheckpointSaver; threadId: string; tuple: CheckpointTuple | undefined }) {
    super(options.store.serde);
    this.#store = options.store;
    this.#threadId = options.threadId;
    this.#prefetched = { tuple: options.tuple };
  }

  override async getTuple(config: RunnableConfig): Promise<CheckpointTuple | undefined> {
    const { thread_id, checkpoint_ns = "", checkpoint_id } = config.configurable ?? {};
    // Served once, and only for the read it stands for: this thread's latest checkpoint at the root namespace.
    if (this.#prefetched && thread_id === this.#threadId && checkpoint_ns === "" && !checkpoint_id) {
      const { tuple } = this.#prefetched;
      this.#prefetched = undefined;
      return tuple;
    }
    return this.#store.getTuple(config);
  }

  override list(config: RunnableConfig, options?: CheckpointListOptions): AsyncGenerator<CheckpointTuple> {
    return this.#store.list(config, options);
  }

  override put(
    config: RunnableConfig,
    checkpoint: Checkpoint,
    metadata: CheckpointMetadata,
    newVersions: ChannelVersions,
  ): Promise<RunnableConfig> {
    this.#prefetched = undefined;
    return this.#store.put(config, checkpoint, metadata, newVersions);
  }

  override putWrites(config: RunnableConfig, writes: PendingWrite[], taskId: string, taskPath?: string) {
    return this.#store.putWrites(config, writes, taskId, taskPath);
  }

  override deleteThread(threadId: string): Promise<void> {
    return this.#store.deleteThread(threadId);
  }

  override getDeltaChannelHistory(options: Parameters<BaseCheckpointSaver["getDeltaChannelHistory"]>[0]) {
    return this.#store.getDeltaChannelHistory(options);
  }

  override getNextVersion(current: number | undefined): number {
    return this.#store.getNextVersion(current);
  }
}
