import MyndCore
import MyndTestSupport
import Testing

@Suite(.timed) struct UEventJobsTests {
    @Test func kernelDatagram_forTheACAdapter_concernsPower() {
        let datagram = Array(
            "change@/devices/LNXSYSTM:00/ACPI0003:00/power_supply/AC\0ACTION=change\0DEVPATH=/devices/LNXSYSTM:00/ACPI0003:00/power_supply/AC\0SUBSYSTEM=power_supply\0POWER_SUPPLY_NAME=AC\0POWER_SUPPLY_ONLINE=1\0SEQNUM=3141\0"
                .utf8)
        let event = UEvent.parse(datagram: datagram)
        #expect(event == UEvent(action: "change", subsystem: "power_supply"))
        #expect(event.concernsPower)
    }

    @Test func otherSubsystems_andBindActions_doNotConcernPower() {
        #expect(!UEvent.parse(fields: ["ACTION=change", "SUBSYSTEM=backlight"]).concernsPower)
        #expect(!UEvent.parse(fields: ["ACTION=bind", "SUBSYSTEM=power_supply"]).concernsPower)
        #expect(!UEvent.parse(fields: ["SUBSYSTEM=power_supply"]).concernsPower)
        #expect(UEvent.parse(fields: ["ACTION=add", "SUBSYSTEM=power_supply"]).concernsPower)
    }

    @Test func valuesKeepTheirEqualsSigns_andTheHeaderIsSkipped() {
        let event = UEvent.parse(fields: "remove@/x ACTION=remove SUBSYSTEM=a=b".split(separator: " "))
        #expect(event == UEvent(action: "remove", subsystem: "a=b"))
    }
}
