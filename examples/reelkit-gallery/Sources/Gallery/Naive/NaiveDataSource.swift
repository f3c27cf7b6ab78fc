// The naive cell provider (a Task writes into the cell it captured): UIKit code run with `import ReelKit`.
import ReelKit

extension NaiveViewController {  // the data source method, beside the controller's `items`
    // ❌ BAD: Classic race condition — stale image on recycled cell
    func collectionView(_ collectionView: UICollectionView,
                        cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: "ImageCell", for: indexPath) as! ImageCell
        let item = items[indexPath.row]
        Task {
            let image = await downloadImage(from: item.imageURL)
            cell.imageView.image = image // 💥 cell may now represent a DIFFERENT item
        }
        return cell
    }
}
