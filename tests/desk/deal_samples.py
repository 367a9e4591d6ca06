"""One board in the three record forms (the same deal, auction and first five tricks, with a revoke by North at
trick 4), shared by the deal tests."""

SOUTH, WEST, NORTH, EAST = "SAKQ2HJT9D8765C43", "S543HAK2DAKQ2CJT9", "SJT9H8765D43CAKQ2", "S876HQ43DJT9C8765"
PLAY = ["HA", "H5", "H3", "H9", "HK", "H6", "H4", "HT", "H2", "H7", "HQ", "HJ",
        "C8", "C3", "C9", "D3", "CT", "CA", "C5", "C4"]
CALLS = ["1S", "p", "2S", "p", "4S", "p", "p", "p"]

LIN = ("pn|Anna,Boris,Vera,Gleb|st||md|1" + ",".join((SOUTH, WEST, NORTH, EAST)) + "|sv|b|rh||ah|Board 7|"
       + "".join(f"mb|{c}|" for c in CALLS) + "".join(f"pc|{c}|" for c in PLAY) + "pg||")
URL = "https://www.bridgebase.com/tools/handviewer.html?lin=" + LIN.replace("|", "%7C").replace(",", "%2C")
HV_URL = ("https://www.bridgebase.com/tools/handviewer.html?s=sakq2hjt9d8765c43&w=s543hak2dakq2cjt9"
          "&n=sjt9h8765d43cakq2&e=s876hq43djt9c8765&d=s&v=b&b=7&a=1sp2sp4sppp&p=" + "".join(PLAY).lower())
PBN = """% a PBN export
[Event "Club pairs"]
[Board "7"]
[Dealer "S"]
[Vulnerable "All"]
[Deal "S:AKQ2.JT9.8765.43 543.AK2.AKQ2.JT9 JT9.8765.43.AKQ2 876.Q43.JT9.8765"]
[Auction "S"]
1S Pass 2S Pass
4S AP
[Contract "4S"]
[Declarer "S"]
[Play "W"]
HA H5 H3 H9
HK H6 H4 HT
H2 H7 HQ HJ
C9 D3 C8 C3
CT CA C5 C4
*

[Event "Club pairs"]
[Board "8"]
[Deal "N:- - - -"]
"""
HANDS = {"N": {"S": "JT9", "H": "8765", "D": "43", "C": "AKQ2"},
         "E": {"S": "876", "H": "Q43", "D": "JT9", "C": "8765"},
         "S": {"S": "AKQ2", "H": "JT9", "D": "8765", "C": "43"},
         "W": {"S": "543", "H": "AK2", "D": "AKQ2", "C": "JT9"}}
