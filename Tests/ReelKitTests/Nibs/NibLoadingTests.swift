import Foundation
import ReelCore
import Testing

@testable import ReelKit

/// A cell whose outlets the error tests connect: one `@Outlet`, one property left as a plain `var`.
final class OutletProbeCell: UICollectionViewCell {
    @Outlet var photoView: UIImageView!
    var titleLabel: UILabel?
    private(set) var awoke = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke += 1
    }
}

/// What a xib or storyboard makes: the views through `init?(coder:)`, their attributes, constraints solved by the
/// Auto Layout engine, outlets by name, `awakeFromNib`; and each kind of bad file as one line naming the file, the
/// element and what was expected.
@MainActor @Suite struct NibLoadingTests {
    static func feedCell() throws -> PhotoFeedCell {
        NibClasses.register(PhotoFeedCell.self)
        let objects = try UINib(nibName: "PhotoFeedCell", bundle: .module).objects(owner: nil)
        return try #require(objects.first as? PhotoFeedCell)
    }

    @Test func aXibCellHasItsViewsOutletsAndAttributes() throws {
        let cell = try Self.feedCell()
        #expect(cell.reuseIdentifier == nil)
        #expect(cell.contentView.subviews.count == 3)
        #expect(cell.photoView === cell.contentView.subviews[0])
        #expect(cell.photoView.contentMode == .scaleAspectFill)
        #expect(cell.photoView.image?.symbolName == "photo")
        #expect(cell.photoView.layer.cornerRadius == 6, "awakeFromNib ran after the outlets were connected")
        #expect(
            cell.photoView.backgroundColor
                == UIColor(
                    red: 0.94901960784313721, green: 0.94901960784313721, blue: 0.96862745098039216, alpha: 1))
        let stack = try #require(cell.contentView.subviews[2] as? UIStackView)
        #expect(stack.axis == .vertical && stack.spacing == 4)
        #expect(stack.arrangedSubviews.count == 2)
        #expect(stack.arrangedSubviews.first === cell.titleLabel && stack.arrangedSubviews.last === cell.captionLabel)
        #expect(cell.titleLabel.text == "Title")
        #expect(cell.titleLabel.font == .preferredFont(forTextStyle: .headline))
        #expect(cell.captionLabel.numberOfLines == 2)
        #expect(cell.captionLabel.font == .systemFont(ofSize: 13))
        #expect(cell.captionLabel.textAlignment == .natural && cell.captionLabel.lineBreakMode == .byTruncatingTail)
        #expect(cell.captionLabel.textColor.cgColor.alpha == 0.6)
        #expect(cell.spinner.isHidden && cell.spinner.hidesWhenStopped && cell.spinner.style == .medium)
        #expect(!cell.photoView.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func aXibCellsConstraintsLayItOut() throws {
        let cell = try Self.feedCell()
        cell.titleLabel.text = "A"
        cell.captionLabel.text = "B"
        let size = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: 180, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 180)
        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
        #expect(cell.photoView.frame == CGRect(x: 0, y: 0, width: 180, height: 180))
        #expect(cell.titleLabel.superview?.frame.minY == 188)
        #expect(cell.titleLabel.superview?.frame.minX == 8)
        #expect(cell.spinner.center == cell.photoView.center)
        #expect(size.height == 188 + (cell.titleLabel.superview?.frame.height ?? 0) + 8)
    }

    @Test func aStoryboardPrototypeCellHasItsButtonColoursAndRuntimeAttributes() throws {
        NibClasses.register(PrototypePhotoCell.self)
        let storyboard = UIStoryboard(name: "Photos", bundle: .module)
        let root = try storyboard.documentRoot()
        let element = try #require(root.allElements.first { $0["reuseIdentifier"] == "PhotoCell" })
        let template = try NibCellTemplate(file: storyboard.file, document: root, element: element)
        let cell = try #require(template.make() as? PrototypePhotoCell)
        #expect(cell.layer.cornerRadius == 8)
        #expect(cell.nameLabel.font == .systemFont(ofSize: 15, weight: .semibold))
        #expect(cell.nameLabel.textAlignment == .center)
        #expect(cell.imageView.backgroundColor == UIColor(white: 0.9, alpha: 1))
        let button = try #require(cell.contentView.subviews.last as? UIButton)
        #expect(button.buttonType == .system && button.image(for: .normal)?.symbolName == "heart")
    }

    @Test func anOutletWithoutAnOutletPropertyNamesTheFileElementAndProperty() throws {
        NibClasses.register(OutletProbeCell.self)
        let nib = UINib(data: Data(Self.probeXib(outlet: "titleLabel").utf8), bundle: nil)
        #expect(throws: NibError.self) { try nib.objects(owner: nil) }
        let message = Self.message { try nib.objects(owner: nil) }
        #expect(
            message == """
                <data>.xib:13: <outlet property="titleLabel">: expected @Outlet var titleLabel in OutletProbeCell, \
                but its titleLabel is not an @Outlet (write @IBOutlet weak var as @Outlet var)
                """)
        let missing = Self.message {
            try UINib(data: Data(Self.probeXib(outlet: "subtitle").utf8), bundle: nil).objects(owner: nil)
        }
        #expect(missing.hasSuffix("expected @Outlet var subtitle in OutletProbeCell, but it has no property subtitle"))
    }

    @Test func anOutletConnectsAndTheCellAwakesOnce() throws {
        NibClasses.register(OutletProbeCell.self)
        let objects = try UINib(data: Data(Self.probeXib(outlet: "photoView").utf8), bundle: nil).objects(owner: nil)
        let cell = try #require(objects.first as? OutletProbeCell)
        #expect(cell.photoView === cell.contentView.subviews.first)
        #expect(cell.awoke == 1)
    }

    @Test func aNilBundleFindsTheNibInThePackagesResourceBundle() throws {
        // As the app's code passes it: the test's main bundle is the build folder, beside the targets' resources.
        NibClasses.register(PhotoFeedCell.self)
        let objects = try UINib(nibName: "PhotoFeedCell", bundle: nil).objects(owner: nil)
        #expect(objects.first is PhotoFeedCell)
        #expect(try UIStoryboard(name: "Photos", bundle: nil).documentRoot().name == "document")
        let message = Self.message { try UINib(nibName: "NoSuchCell", bundle: nil).objects(owner: nil) }
        #expect(message.contains("or the package's resource bundles beside it: add it to the target's resources"))
    }

    /// A rating cell's xib: three stars in an outlet collection (listed out of their view order) and a title.
    nonisolated static func ratingXib(titleConnection: String = "outlet") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <collectionViewCell id="c-1" customClass="RatingCell" customModule="ReelKitTests">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                    <subviews>
                        <imageView id="s-1"/><imageView id="s-2"/><imageView id="s-3"/><label id="l-1"/>
                    </subviews>
                    <connections>
                        <outletCollection property="stars" destination="s-2" collectionClass="NSMutableArray" id="a"/>
                        <outletCollection property="stars" destination="s-1" collectionClass="NSMutableArray" id="b"/>
                        <outletCollection property="stars" destination="s-3" collectionClass="NSMutableArray" id="c"/>
                        <\(titleConnection) property="titleLabel" destination="l-1" id="d"/>
                    </connections>
                </collectionViewCell>
            </objects>
        </document>
        """
    }

    @Test func anOutletCollectionIsFilledInTheFilesOrder() throws {
        let objects = try UINib(data: Data(Self.ratingXib().utf8), bundle: nil).objects(owner: nil)
        let cell = try #require(objects.first as? RatingCell)
        let views = cell.contentView.subviews
        #expect(cell.stars.count == 3)
        #expect(cell.stars.map { ObjectIdentifier($0) } == [1, 0, 2].map { ObjectIdentifier(views[$0]) })
        #expect(cell.titleLabel === views[3])
        let wrongKind = Self.message {
            try UINib(data: Data(Self.ratingXib(titleConnection: "outletCollection").utf8), bundle: nil)
                .objects(owner: nil)
        }
        #expect(wrongKind.contains("RatingCell.titleLabel holds "), "\(wrongKind)")
        #expect(wrongKind.contains("<outletCollection> needs an array"), "\(wrongKind)")
    }

    @Test func aCustomClassIsFoundByModuleAndNameWithoutRegistration() throws {
        let named = Self.probeXib(outlet: "photoView").replacingOccurrences(
            of: #"customClass="OutletProbeCell""#,
            with: #"customClass="UnregisteredProbeCell" customModule="ReelKitTests" customModuleProvider="target""#)
        let objects = try UINib(data: Data(named.utf8), bundle: nil).objects(owner: nil)
        let cell = try #require(objects.first as? UnregisteredProbeCell)
        #expect(cell.photoView === cell.contentView.subviews.first)
    }

    @Test func aCustomClassOfTheAppsModuleIsFoundInTheModuleItsFilesMovedTo() throws {
        // The file names the app's module ("Feed"); the class is in this test module, which a registration made known.
        NibClasses.noteModule(of: OutletProbeCell.self)
        let named = Self.probeXib(outlet: "photoView").replacingOccurrences(
            of: #"customClass="OutletProbeCell""#,
            with: #"customClass="ForeignModuleProbeCell" customModule="Feed" customModuleProvider="target""#)
        let objects = try UINib(data: Data(named.utf8), bundle: nil).objects(owner: nil)
        #expect(objects.first is ForeignModuleProbeCell)
        let missing = named.replacingOccurrences(of: "ForeignModuleProbeCell", with: "NoSuchProbeCell")
        let message = Self.message { try UINib(data: Data(missing.utf8), bundle: nil).objects(owner: nil) }
        #expect(
            message.contains("no class NoSuchProbeCell is known: none of that name in the modules Feed, "), "\(message)"
        )
        #expect(message.contains("ReelKitTests"), "\(message)")
    }

    @Test func eachKindOfBadFileIsOneLineNamingWhere() {
        NibClasses.register(OutletProbeCell.self)
        #expect(
            Self.message { try UINib(nibName: "NoSuchCell", bundle: .module).objects(owner: nil) }
                .hasPrefix("NoSuchCell.xib: no NoSuchCell.xib in the bundle "))
        let unknownClass = Self.probeXib(outlet: "photoView").replacingOccurrences(
            of: "OutletProbeCell", with: "Nowhere")
        #expect(
            Self.message { try UINib(data: Data(unknownClass.utf8), bundle: nil).objects(owner: nil) }
                .hasPrefix(
                    #"<data>.xib:4: <collectionViewCell id="c-1">: no class Nowhere is known: none of that name in "#))
        let truncated = String(Self.probeXib(outlet: "photoView").dropLast(40))
        #expect(
            Self.message { try UINib(data: Data(truncated.utf8), bundle: nil).objects(owner: nil) }
                .hasPrefix(
                    "<data>.xib:15: malformed XML: expected </collectionViewCell> (the element opened on line 4)"))
        let badItem = Self.probeXib(outlet: "photoView").replacingOccurrences(
            of: #"secondItem="c-1""#, with: #"secondItem="zz""#)
        #expect(
            Self.message { try UINib(data: Data(badItem.utf8), bundle: nil).objects(owner: nil) }
                == #"<data>.xib:8: <constraint id="k-1">: no view or layout guide has the id "zz" in this file"#)
        #expect(
            Self.message {
                try UINib(data: Data("<document><scenes/></document>".utf8), bundle: nil).objects(owner: nil)
            }
                == "<data>.xib:1: <document>: expected an Interface Builder <document> with <objects>")
        #expect(
            Self.message {
                _ = try UINib(data: Data(Self.probeXib(outlet: "photoView").utf8), bundle: nil).cellTemplate()
                _ = try UIStoryboard(name: "Missing", bundle: .module).documentRoot()
            }.hasPrefix("Missing.storyboard: no Missing.storyboard in the bundle"))
    }

    /// In a run, a nib the gallery cannot load stops the run after the frame with the error's line (bad input).
    @Test func aBadNibStopsTheRunWithItsLine() async throws {
        let stop = try await onNewThread { () -> UserCodeStop? in
            var catalog = BindingCatalog()
            catalog.register(BadNibGallery.self, as: "test")
            var scenario = staleScenario()
            scenario.gallery = "test"
            var sim = try Simulation(scenario: scenario, template: photoGrid(), catalog: catalog)
            while !sim.isFinished, sim.userCodeStop == nil { _ = sim.step { _ in .success(bytes: 1000) } }
            return sim.userCodeStop
        }
        #expect(
            stop?.description == """
                gallery "test": <data>.xib:13: <outlet property="titleLabel">: expected @Outlet var titleLabel in \
                OutletProbeCell, but its titleLabel is not an @Outlet (write @IBOutlet weak var as @Outlet var)
                """)
    }

    /// The error line `body` throws.
    static func message(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// A xib of an `OutletProbeCell` with an image view, connecting `outlet` to it.
    nonisolated static func probeXib(outlet: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <collectionViewCell contentMode="center" reuseIdentifier="Probe" id="c-1" customClass="OutletProbeCell">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews><imageView translatesAutoresizingMaskIntoConstraints="NO" id="i-1"/></subviews>
                    <constraints>
                        <constraint firstItem="i-1" firstAttribute="top"
                            secondItem="c-1" secondAttribute="top" id="k-1"/>
                    </constraints>
                    <connections>
                        <!-- the cell's outlet -->
                        <outlet property="\(outlet)" destination="i-1" id="o-1"/>
                    </connections>
                </collectionViewCell>
            </objects>
        </document>
        """
    }
}

/// A cell with an outlet collection, as `@IBOutlet var stars: [UIImageView]!` is ported.
final class RatingCell: UICollectionViewCell {
    @Outlet var stars: [UIImageView]!
    @Outlet var titleLabel: UILabel!
}

/// A cell class no test registers: nibs find it by module and name through Swift's runtime.
final class UnregisteredProbeCell: UICollectionViewCell {
    @Outlet var photoView: UIImageView!
}

/// A cell class no test registers either, found by name in a module a registered class is in.
final class ForeignModuleProbeCell: UICollectionViewCell {
    @Outlet var photoView: UIImageView!
}

/// A gallery whose cell nib connects an outlet its cell does not declare with `@Outlet`.
@MainActor
final class BadNibGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        NibClasses.register(OutletProbeCell.self)
        let nib = UINib(data: Data(NibLoadingTests.probeXib(outlet: "titleLabel").utf8), bundle: nil)
        collectionView.register(nib, forCellWithReuseIdentifier: "Probe")
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "Probe", for: indexPath) as! OutletProbeCell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
