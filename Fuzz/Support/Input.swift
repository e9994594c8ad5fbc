/// The fuzzer's input as text: the bytes as UTF-8, with invalid sequences replaced (U+FFFD).
public func text(of bytes: UnsafeRawPointer?, count: Int) -> String {
    guard let bytes, count > 0 else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: bytes, count: count), as: UTF8.self)
}
