extension DeepLinkRouter {
    /// The values of a link's query (`q=shoes&page=2`, without the `?`): each item a declared
    /// parameter given once as `name=value`, both percent-encoded. Empty items (`a=1&&b=2`) are
    /// skipped; a name the router does not take, a value that does not parse, or an item without
    /// `=` is an error naming it.
    func queryParameters(_ text: Substring?) throws(DeepLinkError) -> DeepLinkParameters {
        var parameters = DeepLinkParameters()
        guard let text else { return parameters }
        for item in text.split(separator: "&", omittingEmptySubsequences: true) {
            guard let equals = item.firstIndex(of: "="), equals != item.startIndex else {
                throw .malformedQuery(String(item))
            }
            let name = try Self.decode(item[..<equals], in: item)
            let value = try Self.decode(item[item.index(after: equals)...], in: item)
            guard let declared = query.first(where: { $0.name == name }) else {
                throw .unknownQueryParameter(name: name, known: query.map(\.name))
            }
            guard parameters.text(name) == nil else { throw .repeatedQueryParameter(name: name) }
            guard let parsed = declared.parse(value) else {
                throw .badParameter(name: name, value: value, expected: declared.expected)
            }
            parameters.set(name, text: value, value: parsed)
        }
        return parameters
    }
}
