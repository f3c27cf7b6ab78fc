// Ported from seeds/003_67e9fc6f4a3deab2.txt, lines 99-110: imports only, plus the lines marked `// ported:`.
import ReelKit

extension NaiveViewController {  // ported: the method's owner
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
}  // ported: end of the owner
