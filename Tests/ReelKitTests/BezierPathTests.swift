import Foundation
import Testing

@testable import ReelKit

/// Paths as Core Graphics and UIKit build them: arcs' directions in each one's sense, transforms, bounds, hit tests
/// and reversal.
@Suite struct BezierPathTests {
    func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func transformsComposeInCoreGraphicsOrder() {
        // `scaledBy` scales first, then the translation it was called on applies.
        let transform = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 12, y: 2))
        #expect(close(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
        let inverse = transform.inverted()
        #expect(close(CGPoint(x: 12, y: 2).applying(inverse), CGPoint(x: 1, y: 1)))
        #expect(CGAffineTransform.identity.isIdentity && !transform.isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(
            CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2)).size.width
                .rounded() == 20)
    }

    @Test func aUIKitClockwiseArcTurnsTowardLargerAnglesAndCoreGraphicsTheOtherWay() throws {
        let center = CGPoint(x: 50, y: 50)
        let uikit = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(uikit.currentPoint, CGPoint(x: 50, y: 60)))
        // A quarter turn: one curve, its box the quarter's.
        #expect(uikit.cgPath.elements.count == 2)
        #expect(uikit.bounds.minY >= 50 - 1e-9 && uikit.bounds.maxX <= 60 + 1e-9)
        let core = CGMutablePath()
        core.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Core Graphics' clockwise (toward smaller angles) takes the long way round: three quarter turns.
        #expect(core.elements.count == 4)
        #expect(close(core.currentPoint, CGPoint(x: 50, y: 60)))
        #expect(core.boundingBox.minY < 45)
    }

    @Test func shapesHaveTheirBoundsAndInsides() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 10, y: 20, width: 40, height: 20))
        #expect(close(oval.bounds.origin, CGPoint(x: 10, y: 20)) && oval.bounds.width == 40)
        #expect(oval.contains(CGPoint(x: 30, y: 30)) && !oval.contains(CGPoint(x: 11, y: 21)))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 20)
        #expect(rounded.contains(CGPoint(x: 50, y: 1)) && !rounded.contains(CGPoint(x: 1, y: 1)))
        #expect(rounded.bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
        let empty = UIBezierPath()
        #expect(empty.isEmpty && empty.bounds == .zero && empty.cgPath.boundingBox.isNull)
    }

    @Test func aReversedInnerShapeCutsAHoleUnderTheNonZeroRule() {
        let frame = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        let hole = UIBezierPath(roundedRect: CGRect(x: 25, y: 25, width: 50, height: 50), cornerRadius: 8)
        let same = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        same.append(hole)
        #expect(same.contains(CGPoint(x: 50, y: 50)))
        frame.append(hole.reversing())
        #expect(!frame.contains(CGPoint(x: 50, y: 50)) && frame.contains(CGPoint(x: 10, y: 10)))
        let evenOdd = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        evenOdd.append(hole)
        evenOdd.usesEvenOddFillRule = true
        #expect(!evenOdd.contains(CGPoint(x: 50, y: 50)))
    }

    @Test func reversingTracesEachSubpathBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(
            to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        let reversed = path.reversing()
        #expect(
            reversed.cgPath.elements == [
                .move(CGPoint(x: 20, y: 10)),
                .curve(CGPoint(x: 20, y: 5), CGPoint(x: 15, y: 0), CGPoint(x: 10, y: 0)),
                .line(CGPoint(x: 0, y: 0)),
            ])
        #expect(reversed.currentPoint == CGPoint(x: 0, y: 0))
    }

    @Test func aQuadraticCurveIsKeptAsTheCubicThatDrawsTheSame() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 30, y: 0), control: CGPoint(x: 15, y: 30))
        #expect(path.elements.last == .curve(CGPoint(x: 10, y: 20), CGPoint(x: 20, y: 20), CGPoint(x: 30, y: 0)))
        let moved = path.copy(using: [CGAffineTransform(translationX: 5, y: 5)])
        #expect(moved?.currentPoint == CGPoint(x: 35, y: 5))
        // Under a transform the control and end points move; the current point is in the path's space already.
        let shifted = CGMutablePath()
        shifted.move(to: .zero)
        shifted.addQuadCurve(
            to: CGPoint(x: 30, y: 0), control: CGPoint(x: 15, y: 30),
            transform: CGAffineTransform(translationX: 100, y: 0))
        guard case .curve(let first, let second, let end) = shifted.elements.last else {
            Issue.record("no curve")
            return
        }
        #expect(close(first, CGPoint(x: 230.0 / 3, y: 20), within: 1e-9) && close(second, CGPoint(x: 120, y: 20)))
        #expect(end == CGPoint(x: 130, y: 0))
    }

    @Test func aTangentArcRoundsTheCornerBetweenTwoLines() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 5)
        // The arc leaves the first line 5 points before the corner and ends 5 points down the second.
        #expect(path.elements[1] == .line(CGPoint(x: 15, y: 0)))
        #expect(close(path.currentPoint, CGPoint(x: 20, y: 5)))
    }

    @Test func dashesAreKeptAndReadBack() {
        let path = UIBezierPath()
        path.setLineDash([4, 2], count: 2, phase: 1)
        var lengths = [CGFloat](repeating: 0, count: 2)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(&lengths, count: &count, phase: &phase)
        #expect(lengths == [4, 2] && count == 2 && phase == 1)
    }
}
