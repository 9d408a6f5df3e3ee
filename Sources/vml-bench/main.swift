import VMLCore

print("placeholder")
