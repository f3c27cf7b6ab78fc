import Foundation
import ReelTestSupport
import Testing

@testable import ReelFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program reel starts never keeps it waiting for ever: a child that stops answering while reel waits on it, or
/// passes its deadline, is killed with every process of its group (a helper it started too); one that answers slowly
/// but steadily, or that idles while reel is busy elsewhere, is left alone.
@Suite(.tags(.timing, .concurrency)) struct ChildProcessTests {
    /// A shell running `script`, its output piped, watched with `limits`.
    static func shell(_ script: String, limits: ChildLimits, input: Bool = false) throws -> ChildProcess {
        let child = ChildProcess(
            executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script], input: input, output: true,
            limits: limits)
        try child.start()
        return child
    }

    @Test func aChildThatStopsAnsweringIsKilledWithTheHelperItStarted() throws {
        let helper = FileManager.default.temporaryDirectory.appendingPathComponent("reel-child-\(getpid()).pid")
        defer { try? FileManager.default.removeItem(at: helper) }
        let child = try Self.shell(
            "sleep 300 & echo $! > \(helper.path); sleep 300", limits: ChildLimits(deadline: nil, idle: .seconds(1)))
        let started = ContinuousClock.now
        #expect(child.read(exactly: 1) == nil)
        let waited = ContinuousClock.now - started
        #expect(waited >= .seconds(1) && waited < .seconds(10), "\(waited)")
        let ending = try #require(child.wait())
        #expect(ending.signalled && ending.status == SIGKILL)
        #expect(child.killedBecause == "stopped answering (no output and no CPU time for 1 s)")
        #expect(child.endingDescription.hasSuffix("so reel killed it"))
        let helperPID = pid_t(
            (try String(contentsOf: helper, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines))
        let pid = try #require(helperPID)
        #expect(ProcessProbe.waitUntilGone([pid]), "the helper \(pid) outlived its group's kill")
    }

    @Test func aChildPastItsDeadlineIsKilledEvenWhileBusy() throws {
        let child = try Self.shell(
            "while :; do :; done", limits: ChildLimits(deadline: .seconds(1), idle: .seconds(60)))
        #expect(child.read(exactly: 1) == nil)
        #expect(child.wait()?.signalled == true)
        #expect(child.killedBecause == "did not finish within 1 s")
    }

    @Test func aChildThatAnswersSlowlyButSteadilyFinishes() throws {
        let child = try Self.shell(
            "for i in 1 2 3 4; do printf x; sleep 0.5; done", limits: ChildLimits(deadline: nil, idle: .seconds(2)))
        #expect(child.read(exactly: 4) == Array("xxxx".utf8))
        #expect(child.wait() == ChildProcess.Ending(signalled: false, status: 0))
        #expect(child.killedBecause == nil)
    }

    @Test func aChildIdlingWhileReelIsBusyElsewhereIsLeftAlone() throws {
        let child = try Self.shell(
            "sleep 1.5; printf done", limits: ChildLimits(deadline: nil, idle: .milliseconds(500)))
        usleep(2_000_000)  // reel busy with something else: not waiting on the child
        #expect(child.read(exactly: 4) == Array("done".utf8))
        #expect(child.wait() == ChildProcess.Ending(signalled: false, status: 0))
    }

    @Test func stoppingKillsTheGroupAndTheLastErrorLineIsKept() throws {
        let child = try Self.shell(
            "echo first >&2; echo 'last words' >&2; echo ready; exec sleep 300",
            limits: ChildLimits(deadline: nil, idle: .seconds(60)))
        #expect(child.read(exactly: 6) == Array("ready\n".utf8))
        child.stop()
        #expect(child.wait()?.signalled == true)
        #expect(child.lastErrorLine == "last words")
        #expect(!child.isRunning)
        #expect(child.killedBecause == nil)
    }

    @Test func aLastLineThatTrailsOffFollowsTheLineThatSaysWhy() throws {
        let child = try Self.shell(
            "echo 'Could not write header: No space left on device' >&2; echo 'Error initializing stream 0:0 -- ' >&2",
            limits: ChildLimits(deadline: nil, idle: .seconds(60)))
        child.wait()
        #expect(
            child.lastErrorLine == "Could not write header: No space left on device (Error initializing stream 0:0)")
    }

    @Test func aWriterToAChildThatStopsReadingGetsFalse() throws {
        let child = try Self.shell("exit 3", limits: ChildLimits(deadline: nil, idle: .seconds(60)), input: true)
        usleep(200_000)
        #expect(!child.write([UInt8](repeating: 1, count: 4 << 20)))
        #expect(child.wait() == ChildProcess.Ending(signalled: false, status: 3))
        #expect(child.endingDescription == "it exited with status 3")
    }

    #if os(Linux)
        @Test func theChildLeadsAProcessGroupOfItsOwn() throws {
            let child = try Self.shell("sleep 300", limits: ChildLimits(deadline: nil, idle: .seconds(60)))
            defer { child.stop() }
            let pid = try #require(child.processIdentifier)
            #expect(getpgid(pid) == pid)
            #expect(getpgid(pid) != getpgrp())
        }
    #endif

    @Test func aProgramThatCannotStartIsSaidInTheSystemsWords() {
        let child = ChildProcess(
            executable: URL(fileURLWithPath: "/nonexistent/ffmpeg"), arguments: [], input: false, output: false,
            limits: ChildLimits(deadline: nil, idle: .seconds(1)))
        #expect(throws: (any Error).self) { try child.start() }
        do {
            try child.start()
        } catch {
            #expect(ChildProcess.reason(startFailure: error) == "No such file or directory")
        }
        #expect(child.endingDescription == "it did not start")
        #expect(child.wait() == nil)
    }

    @Test func cpuTimeIsReadPastACommandNameWithSpacesAndParentheses() {
        let stat = Array("4242 (my (odd) cmd) S 1 4242 4242 0 -1 4194560 100 0 0 0 17 5 0 0 20 0 1 0".utf8)
        #expect(ChildWatchdog.statFields(stat[...])?.cpu == 22 && ChildWatchdog.statFields(stat[...])?.group == 4242)
        #expect(ChildWatchdog.statFields(Array("garbage".utf8)[...]) == nil)
    }

    @Test func ffmpegsLimitsGrowWithItsWork() {
        let small = ChildLimits.ffmpeg(frames: 3, width: 100, height: 100)
        let large = ChildLimits.ffmpeg(frames: 473, width: 780, height: 1688)
        #expect(small.deadline == .seconds(60.06))
        #expect(large.deadline! > .seconds(1300) && large.deadline! < .seconds(1400))
        #expect(ChildLimits.ffmpeg(frames: .max, width: .max, height: .max).deadline == .seconds(86_400))
        #expect(small.idle == .seconds(15))
    }
}
