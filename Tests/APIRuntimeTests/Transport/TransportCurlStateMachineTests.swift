import Foundation
import Testing

@testable import APIRuntime

/// `CurlTransport`'s scheduling policy (``CurlLoopStateMachine``) and outcome hand-off
/// (``CurlTransferStateMachine``), driven step by step without sockets, threads or clocks.
@Suite("CurlTransport state machines")
struct TransportCurlStateMachineTests {
    private let window: UInt64 = 200_000

    /// A policy with a 200 µs busy-poll window.
    private func machine() -> CurlLoopStateMachine {
        CurlLoopStateMachine(busyPollWindow: .microseconds(200))
    }

    /// The spin window `submit` granted (nil when rejected).
    private func spinWindow(_ action: CurlLoopStateMachine.SubmitAction) -> UInt64? {
        if case .enqueue(_, let window) = action { return window }
        return nil
    }

    /// Submits one request per caller in `callers` at once, then completes them all; returns the windows.
    private func send(_ policy: inout CurlLoopStateMachine, callers: [Int?]) -> [UInt64?] {
        let windows = callers.map { spinWindow(policy.submit(caller: $0)) }
        for _ in callers { policy.transferCompleted() }
        return windows
    }

    @Test func onlyOneTaskSendingOneRequestAtATimeIsOfferedASpin() {
        var policy = machine()
        var windows: [UInt64?] = []
        windows += send(&policy, callers: [1])  // a caller not seen before
        windows += send(&policy, callers: [1])  // the same caller again, alone: spins
        windows += send(&policy, callers: [2])  // another task's turn
        windows += send(&policy, callers: [2])  // and again: spins
        windows += send(&policy, callers: [2, 2])  // two at once: only the first is alone when sent
        windows += send(&policy, callers: [2])  // alone, but the last stretch had two in flight
        windows += send(&policy, callers: [2])  // the last stretch had one: spins again
        #expect(windows == [0, window, 0, window, window, 0, 0, window])
    }

    @Test func tasksTakingTurnsNeverSpin() {
        var policy = machine()
        var windows: [UInt64?] = []
        for round in 0..<20 { windows += send(&policy, callers: [round % 2]) }
        #expect(windows.allSatisfy { $0 == 0 })
        #expect(!policy.isSequential)
    }

    @Test func requestsOutsideATaskNeverSpin() {
        var policy = machine()
        let windows = (0..<5).flatMap { _ in send(&policy, callers: [nil]) }
        #expect(windows == [0, 0, 0, 0, 0])
    }

    @Test func aSecondRequestWhileOneIsInFlightEndsTheSequentialStretch() {
        var policy = machine()
        _ = send(&policy, callers: [7])
        _ = send(&policy, callers: [7])
        #expect(policy.isSequential)
        let step1 = policy.submit(caller: 7)
        #expect(spinWindow(step1) == window)
        let step2 = policy.submit(caller: 7)
        #expect(spinWindow(step2) == 0)  // two in flight: no spin, and not sequential
        #expect(!policy.isSequential)
        policy.transferCompleted()
        let step3 = policy.roundEnded(finished: 1, idle: false)
        #expect(step3 == .sleep)
        policy.transferCompleted()
        #expect(policy.inFlight == 0)
        let step4 = policy.roundEnded(finished: 1, idle: true)
        #expect(step4 == .sleep)  // the stretch peaked at two
    }

    @Test func theLoopSpinsForTheNextCommandOnlyAfterALoneSequentialCompletion() {
        var policy = machine()
        _ = send(&policy, callers: [3])
        _ = send(&policy, callers: [3])
        let step5 = policy.roundEnded(finished: 1, idle: true)
        #expect(step5 == .spinForCommand(window: window))
        let step6 = policy.roundEnded(finished: 0, idle: true)
        #expect(step6 == .sleep)  // a round that finished nothing
        let step7 = policy.roundEnded(finished: 2, idle: true)
        #expect(step7 == .sleep)  // two ended together
        let step8 = policy.roundEnded(finished: 1, idle: false)
        #expect(step8 == .sleep)  // another is still running
    }

    @Test func commandSpinsBackOffWhenTheyRunOut() {
        var policy = machine()
        _ = send(&policy, callers: [3])
        _ = send(&policy, callers: [3])
        var actions: [CurlLoopStateMachine.IdleAction] = []
        for _ in 0..<6 {
            let action = policy.roundEnded(finished: 1, idle: true)
            actions.append(action)
            if case .spinForCommand = action { policy.commandSpinEnded(arrived: false) }
        }
        let spin = CurlLoopStateMachine.IdleAction.spinForCommand(window: window)
        // Runs out, skips 1; runs out, skips 2; then spins again.
        #expect(actions == [spin, .sleep, spin, .sleep, .sleep, spin])
    }

    @Test func taskSpinsBackOffWhenTheyRunOutAndRecoverOnSuccess() {
        var policy = machine()
        _ = send(&policy, callers: [4])
        var windows: [UInt64?] = []
        for outcome in [false, nil, true, nil] as [Bool?] {
            let granted = spinWindow(policy.submit(caller: 4))
            windows.append(granted)
            if let outcome, granted == window { policy.taskSpinEnded(success: outcome) }
            policy.transferCompleted()
        }
        // Ran out: the next request skips its spin; a success keeps the following one spinning.
        #expect(windows == [window, 0, window, window])
    }

    @Test func zeroWindowNeverSpins() {
        var policy = CurlLoopStateMachine(busyPollWindow: .zero)
        let windows = (0..<5).flatMap { _ in send(&policy, callers: [1]) }
        #expect(windows == [0, 0, 0, 0, 0])
        let step9 = policy.roundEnded(finished: 1, idle: true)
        #expect(step9 == .sleep)
    }

    @Test func commandsWakeTheLoopOnlyWhileItSleeps() {
        var policy = machine()
        let step10 = policy.submit(caller: 1)
        #expect(step10 == .enqueue(wakeLoop: false, spinWindow: 0))
        let step11 = policy.willSleep(commandsPending: true)
        #expect(!step11)  // a command waits: no sleep
        #expect(!policy.isSleeping)
        let step12 = policy.willSleep(commandsPending: false)
        #expect(step12)
        let step13 = policy.submit(caller: 2)
        #expect(step13 == .enqueue(wakeLoop: true, spinWindow: 0))
        let step14 = policy.cancel()
        #expect(step14 == .enqueue(wakeLoop: true))
        policy.wokeUp()
        let step15 = policy.cancel()
        #expect(step15 == .enqueue(wakeLoop: false))
    }

    @Test func shutDownRejectsNewWorkAndWakesTheLoopOnce() {
        var policy = machine()
        let step16 = policy.shutDown()
        #expect(step16)
        let step17 = policy.shutDown()
        #expect(!step17)
        let step18 = policy.submit(caller: 1)
        #expect(step18 == .reject)
        let step19 = policy.cancel()
        #expect(step19 == .ignore)
        let step20 = policy.willSleep(commandsPending: false)
        #expect(!step20)
        #expect(policy.inFlight == 0)
    }

    @Test func onlyATaskSendingWhileNothingIsInFlightMovesOntoTheLoop() {
        var policy = CurlLoopStateMachine(busyPollWindow: .zero)
        let idle = policy.adoptCaller()
        #expect(idle)
        let racing = policy.adoptCaller()
        #expect(!racing)  // another task is on its way to the loop and has not submitted yet
        _ = policy.submit(caller: 1, mayPoll: false)
        let busy = policy.adoptCaller()
        #expect(!busy)  // a transfer in flight: concurrent senders stay on the pool
        _ = policy.submit(caller: 2)
        policy.transferCompleted()
        let stillBusy = policy.adoptCaller()
        #expect(!stillBusy)
        policy.transferCompleted()
        let idleAgain = policy.adoptCaller()
        #expect(idleAgain)
        _ = policy.submit(caller: 1, mayPoll: false)
        policy.transferCompleted()
        _ = policy.shutDown()
        let stopping = policy.adoptCaller()
        #expect(!stopping)
    }

    @Test func aTaskOnTheLoopThreadIsNeverOfferedASpin() {
        var policy = machine()
        _ = send(&policy, callers: [1])
        let onLoop = spinWindow(policy.submit(caller: 1, mayPoll: false))
        #expect(onLoop == 0)  // sequential, but spinning on the thread that must answer it would stall
        policy.transferCompleted()
        let onPool = spinWindow(policy.submit(caller: 1))
        #expect(onPool == window)
    }

    // MARK: Outcome hand-off

    /// A response whose status tells outcomes apart.
    private func response(_ status: Int) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: HTTPHeaders(), body: Data(), url: URL(string: "http://h/")!)
    }

    /// The status of a successful outcome.
    private func status(_ result: Result<HTTPResponse, any Error>?) -> Int? {
        guard case .success(let response)? = result else { return nil }
        return response.statusCode
    }

    @Test func anOutcomeSetBeforeTheTaskWaitsIsHandedOverAtOnce() {
        var handOff = CurlTransferStateMachine<String>()
        #expect(handOff.outcome == nil)
        guard case .store = handOff.finish(.success(response(201))) else {
            Issue.record("the first outcome is stored")
            return
        }
        #expect(status(handOff.outcome) == 201)
        guard case .resume(let waiter, let result) = handOff.wait("task") else {
            Issue.record("a task arriving after the outcome resumes at once")
            return
        }
        #expect(waiter == "task")
        #expect(status(result) == 201)
    }

    @Test func aSuspendedTaskIsResumedByTheOutcomeAndOnlyTheFirstCounts() {
        var handOff = CurlTransferStateMachine<String>()
        guard case .suspend = handOff.wait("task") else {
            Issue.record("a task arriving first suspends")
            return
        }
        guard case .resume(let waiter, let result) = handOff.finish(.success(response(200))) else {
            Issue.record("the outcome resumes the suspended task")
            return
        }
        #expect(waiter == "task")
        #expect(status(result) == 200)
        guard case .ignore = handOff.finish(.failure(TransportError(.cancelled))) else {
            Issue.record("a second outcome is ignored")
            return
        }
        #expect(status(handOff.outcome) == 200)
    }

    @Test func cancellationIsRecordedWhateverTheOutcome() {
        var handOff = CurlTransferStateMachine<String>()
        #expect(!handOff.isCancelled)
        handOff.cancel()
        handOff.cancel()
        #expect(handOff.isCancelled)
        guard case .store = handOff.finish(.failure(TransportError(.cancelled))) else {
            Issue.record("a cancelled transfer still takes its outcome")
            return
        }
        guard case .failure(let error as TransportError)? = handOff.outcome else {
            Issue.record("the outcome is the cancellation")
            return
        }
        #expect(error.kind == .cancelled)
    }
}
