/// Where a running `mynd agent` listens on the session bus. A job calls `Wake` after it
/// commits desktop rows; the agent then delivers them (with actions) at once. The method
/// takes and returns nothing, so any mynd version can wake any other.
package enum AgentBusName {
    /// The well-known name the agent owns; owning it is also what keeps a second agent out.
    package static let name = "io.mynd.Agent"
    package static let objectPath = "/io/mynd/Agent"
    /// Versioned, as D-Bus interfaces are, so a later incompatible one can live beside it.
    package static let interface = "io.mynd.Agent1"
    package static let wake = "Wake"
}
