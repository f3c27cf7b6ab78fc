@main struct Placeholder { static func main() {} }
