/// Where a running `mynd agent` listens on the session bus. A job calls `Wake` after it
/// commits desktop rows; the agent then delivers them (with actions) at once. The method
/// takes and returns nothing, so any mynd version can wake any other.
public enum AgentBusName {
    /// The well-known name the agent owns; owning it is also what keeps a second agent out.
    public static let name = "io.mynd.Agent"
    public static let objectPath = "/io/mynd/Agent"
    /// Versioned, as D-Bus interfaces are, so a later incompatible one can live beside it.
    public static let interface = "io.mynd.Agent1"
    public static let wake = "Wake"
}
