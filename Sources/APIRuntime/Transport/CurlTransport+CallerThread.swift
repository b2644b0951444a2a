extension CurlTransport {
    /// Which tasks a ``CurlTransport`` runs on its own thread while they wait for a response, and after.
    ///
    /// A task that hands a request to the transport's thread and suspends costs two thread wake-ups
    /// per request: the transport's thread, to start the transfer, and a thread of the cooperative
    /// pool, to resume the task. Running the task on the transport's thread instead saves both, at the
    /// price of running the caller's code there too: while it runs, no request of this transport makes
    /// progress. Needs macOS 15 / iOS 18 or later (task executors); ignored before.
    public enum CallerThread: Sendable, Hashable {
        /// Every task is resumed on the cooperative pool (the default): the transport's thread only
        /// ever runs libcurl.
        case cooperativePool
        /// A task that sends while no other request is in flight is resumed on the transport's thread,
        /// and from its second request on drives its transfer itself there, as a C loop around
        /// `curl_easy_perform` does. It leaves the thread before `send` returns when other requests are
        /// in flight, so concurrent callers never run there
        /// (``Configuration/sequentialCallersOnTransportThread``).
        case sequentialCallers
        /// Every task is resumed on the transport's thread and goes on running there after `send`, until
        /// it next suspends on something else: the thread runs all of the transport's callers between
        /// its rounds of libcurl, as an event loop does, and concurrent requests cost no wake-up at all
        /// (about the C multi loop's CPU per request, `Benchmarks/README.md` section 3b).
        ///
        /// The price is the event loop's: all the callers' code after `send` (decoding included) runs on
        /// one thread, one task at a time, and holds up every other request while it runs. Right for
        /// many small concurrent calls whose handling is cheap (a crawler, a fan-out of lookups); wrong
        /// when responses are large or their handling is heavy and other cores are free. Never block
        /// there on anything that needs this transport: a semaphore waiting for another task's request
        /// would never be signalled.
        case allCallers
    }
}
