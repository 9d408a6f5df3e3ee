/// SwiftUI's `UITextContentType`: `.name`, `.givenName`, `.familyName`, `.nickname`, ….
///
/// ```swift
/// VmlTextField("Email", text: .constant("")).textContentType(.emailAddress)
/// // <TextField text="" style="textContentType(.emailAddress)"><Text>Email</Text></TextField>
/// ```
public struct VmlTextContentType: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlTextContentType {
    /// `.name`
    public static var name: VmlTextContentType { VmlTextContentType(expression: .implicitMember("name")) }
    /// `.givenName`
    public static var givenName: VmlTextContentType { VmlTextContentType(expression: .implicitMember("givenName")) }
    /// `.familyName`
    public static var familyName: VmlTextContentType { VmlTextContentType(expression: .implicitMember("familyName")) }
    /// `.nickname`
    public static var nickname: VmlTextContentType { VmlTextContentType(expression: .implicitMember("nickname")) }
    /// `.emailAddress`
    public static var emailAddress: VmlTextContentType { VmlTextContentType(expression: .implicitMember("emailAddress")) }
    /// `.username`
    public static var username: VmlTextContentType { VmlTextContentType(expression: .implicitMember("username")) }
    /// `.password`
    public static var password: VmlTextContentType { VmlTextContentType(expression: .implicitMember("password")) }
    /// `.newPassword`
    public static var newPassword: VmlTextContentType { VmlTextContentType(expression: .implicitMember("newPassword")) }
    /// `.oneTimeCode`
    public static var oneTimeCode: VmlTextContentType { VmlTextContentType(expression: .implicitMember("oneTimeCode")) }
    /// `.telephoneNumber`
    public static var telephoneNumber: VmlTextContentType { VmlTextContentType(expression: .implicitMember("telephoneNumber")) }
    /// `.URL`
    public static var URL: VmlTextContentType { VmlTextContentType(expression: .implicitMember("URL")) }
    /// `.fullStreetAddress`
    public static var fullStreetAddress: VmlTextContentType { VmlTextContentType(expression: .implicitMember("fullStreetAddress")) }
    /// `.streetAddressLine1`
    public static var streetAddressLine1: VmlTextContentType { VmlTextContentType(expression: .implicitMember("streetAddressLine1")) }
    /// `.addressCity`
    public static var addressCity: VmlTextContentType { VmlTextContentType(expression: .implicitMember("addressCity")) }
    /// `.postalCode`
    public static var postalCode: VmlTextContentType { VmlTextContentType(expression: .implicitMember("postalCode")) }
    /// `.countryName`
    public static var countryName: VmlTextContentType { VmlTextContentType(expression: .implicitMember("countryName")) }
    /// `.organizationName`
    public static var organizationName: VmlTextContentType { VmlTextContentType(expression: .implicitMember("organizationName")) }
    /// `.jobTitle`
    public static var jobTitle: VmlTextContentType { VmlTextContentType(expression: .implicitMember("jobTitle")) }
    /// `.creditCardNumber`
    public static var creditCardNumber: VmlTextContentType { VmlTextContentType(expression: .implicitMember("creditCardNumber")) }
    /// `.location`
    public static var location: VmlTextContentType { VmlTextContentType(expression: .implicitMember("location")) }
    /// `.dateTime`
    public static var dateTime: VmlTextContentType { VmlTextContentType(expression: .implicitMember("dateTime")) }
    /// `.flightNumber`
    public static var flightNumber: VmlTextContentType { VmlTextContentType(expression: .implicitMember("flightNumber")) }
    /// `.shipmentTrackingNumber`
    public static var shipmentTrackingNumber: VmlTextContentType {
        VmlTextContentType(expression: .implicitMember("shipmentTrackingNumber"))
    }
}
